import type { LocalizedText } from '../../../forms/types.js';
import { localizedText as L } from '../../define.js';

/**
 * The campus-services group's attendance marks, lesson periods and leaving checklist, read by its
 * declarations (api.ts) and by both sides (types.ts re-exports them).
 */

export const ATTENDANCE_MARKS = ['present', 'late', 'absent', 'leave'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Lesson periods of a school day (节次). */
export const PERIODS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export const LEAVING_STATES = ['todo', 'passed', 'blocked', 'exempt'] as const;
export type LeavingState = (typeof LEAVING_STATES)[number];

/** Who marks a step: holders of a role, or the student's counsellor / college staff by relation. */
export type StepOwner = { role: string } | { duty: 'counsellor' | 'student_affairs' };

export interface LeavingStepSpec {
  key: string;
  title: LocalizedText;
  /** Where the student goes for it. */
  where: LocalizedText;
  owner: StepOwner;
}

/** The clearance checklist (MODULES-RESEARCH §16), in the order the student usually goes. */
export const LEAVING_STEPS: readonly LeavingStepSpec[] = [
  {
    key: 'library',
    title: L(
      '图书馆：归还图书、结清罚款',
      '圖書館：歸還圖書、結清罰款',
      'Library: books returned, fines paid',
      '図書館：本の返却・延滞料',
    ),
    where: L('图书馆一楼总服务台', '圖書館一樓總服務台', 'Library, ground-floor desk', '図書館1階カウンター'),
    owner: { role: 'library_staff' },
  },
  {
    key: 'finance',
    title: L(
      '财务处：学费、住宿费结清',
      '財務處：學費、住宿費結清',
      'Finance: fees settled',
      '財務課：学費・寮費の精算',
    ),
    where: L('行政楼203财务处', '行政樓203財務處', 'Finance office, admin building 203', '事務棟203 財務課'),
    owner: { role: 'finance_staff' },
  },
  {
    key: 'dormitory',
    title: L(
      '宿管中心：退宿验房',
      '宿管中心：退宿驗房',
      'Dormitory: room checked, moved out',
      '寮管理センター：退寮点検',
    ),
    where: L('所在宿舍楼值班室', '所在宿舍樓值班室', "Your building's duty room", '各寮の当直室'),
    owner: { role: 'dorm_staff' },
  },
  {
    key: 'counsellor',
    title: L(
      '辅导员：毕业鉴定、去向登记',
      '輔導員：畢業鑑定、去向登記',
      'Counsellor: graduation review, destination',
      'カウンセラー：卒業評定・進路登録',
    ),
    where: L('学院辅导员办公室', '學院輔導員辦公室', "Your counsellor's office", 'カウンセラー室'),
    owner: { duty: 'counsellor' },
  },
  {
    key: 'college',
    title: L(
      '学院：交回学生证、档案转出',
      '學院：交回學生證、檔案轉出',
      'College: student card, records sent on',
      '学部：学生証返却・書類移送',
    ),
    where: L('学院学工办', '學院學工辦', 'College student-affairs office', '学部学生担当'),
    owner: { duty: 'student_affairs' },
  },
];
