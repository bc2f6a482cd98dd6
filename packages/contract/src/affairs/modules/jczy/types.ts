import type { LocalizedText } from '../../../forms/types.js';

/**
 * The campus-services group's own API, under /api/jczy/v3/ (besides the generic module API of its
 * classroom repairs). Server: modules/affairs/modules/jczy.
 *
 * Class register (班级日志), kept by the class monitor (the student with the class's `head` duty):
 *   GET  class/register?classId=     -> RegisterView   the monitor's class, or a class in the staff's charge
 *   POST class/register/save         -> RegisterEntry  one per class per day: the same day again with the
 *                                                      same figures is the same entry, other figures are refused
 *   POST class/register/comment      -> RegisterEntry  the counsellor's remark
 * Class attendance (课堂考勤):
 *   GET  attendance/classes          -> ClassRef[]     the classes the teacher teaches
 *   GET  attendance/roll?classId=&date=&period= -> RollSheet  the roll, "on leave" filled from approved leaves
 *   POST attendance/roll/save        -> RollSheet      idempotent: one roll per class, day and period
 *   GET  attendance/mine             -> MyAttendance   the student's own marks and counts
 *   GET  attendance/rates            -> AttendanceRates staff: attendance rate of each class in their charge
 * Leaving school (离校):
 *   GET  leaving/mine                -> MyLeaving      the graduate's checklist
 *   GET  leaving/queue?step=&q=      -> LeavingQueue   staff: the steps they own and the graduates of one step
 *   POST leaving/mark                -> LeavingStepState  an office marks its own step of one graduate
 */

export interface ClassRef {
  classId: string;
  className: string;
}

// ---------------------------------------------------------------- class register

export interface RegisterEntry {
  id: string;
  classId: string;
  className: string;
  /** yyyy-MM-dd */
  date: string;
  lessons: number;
  absences: number;
  notes: string;
  recorderName: string;
  comment: string | null;
  commentBy: string | null;
  version: number;
  updatedAt: number;
}

export interface RegisterView {
  /** The class the caller keeps the register of (a monitor), else null. */
  recording: ClassRef | null;
  /** The classes the caller may read (their own as monitor, or those in their charge). */
  classes: ClassRef[];
  /** The class shown. */
  classId: string | null;
  /** Whether the caller may comment (the class's counsellor, college staff, the office). */
  mayComment: boolean;
  /** Newest first. */
  entries: RegisterEntry[];
}

export interface RegisterInput {
  /** When editing an entry. */
  id?: string;
  version?: number;
  date: string;
  lessons: number;
  absences: number;
  notes?: string;
}

// ---------------------------------------------------------------- attendance

export const ATTENDANCE_MARKS = ['present', 'late', 'absent', 'leave'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Lesson periods of a school day (节次). */
export const PERIODS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** An approved leave covering the lesson's day. */
export interface LeaveCover {
  requestId: string;
  leaveType: string;
  startDate: string;
  endDate: string;
}

export interface RollLine {
  studentId: string;
  name: string;
  number: string;
  mark: AttendanceMark;
  leave: LeaveCover | null;
}

export interface RollSheet {
  classId: string;
  className: string;
  date: string;
  period: number;
  course: string;
  /** Whether this roll has been saved (else the marks are the proposal: present, or on leave). */
  saved: boolean;
  savedAt: number | null;
  students: RollLine[];
}

export interface RollInput {
  classId: string;
  date: string;
  period: number;
  course: string;
  marks: { studentId: string; mark: AttendanceMark }[];
}

export type MarkCounts = Record<AttendanceMark, number>;

export interface MyAttendanceLine {
  date: string;
  period: number;
  course: string;
  teacherName: string;
  mark: AttendanceMark;
}

export interface MyAttendance {
  counts: MarkCounts;
  /** (present + late) / lessons, 0..1; null without lessons. */
  rate: number | null;
  /** Newest first. */
  lines: MyAttendanceLine[];
}

export interface ClassRate extends ClassRef {
  rolls: number;
  counts: MarkCounts;
  rate: number | null;
}

export interface AttendanceRates {
  classes: ClassRate[];
}

// ---------------------------------------------------------------- leaving school

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

const L = (zh: string, tw: string, en: string, ja: string): LocalizedText => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

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

export interface LeavingBatchRef {
  id: string;
  name: string;
  graduationYear: string;
  startDate: string;
  endDate: string;
}

export interface LeavingStepState {
  step: string;
  state: LeavingState;
  note: string | null;
  byName: string | null;
  at: number | null;
}

export interface MyLeaving {
  batch: LeavingBatchRef | null;
  steps: LeavingStepState[];
  /** Every step passed or not applicable. */
  cleared: boolean;
}

export interface LeavingStudentLine {
  studentId: string;
  name: string;
  number: string;
  className: string;
  state: LeavingStepState;
  /** Steps done (passed or exempt) of all. */
  done: number;
  cleared: boolean;
}

export interface LeavingFigures {
  step: string;
  passed: number;
  blocked: number;
  exempt: number;
  todo: number;
}

export interface LeavingQueue {
  batch: LeavingBatchRef | null;
  /** The steps the caller may mark. */
  steps: string[];
  /** The step shown. */
  step: string | null;
  /** Graduates in the caller's view, and how many of them are cleared. */
  total: number;
  cleared: number;
  figures: LeavingFigures[];
  students: LeavingStudentLine[];
}

export interface LeavingMarkInput {
  batchId: string;
  studentId: string;
  step: string;
  state: LeavingState;
  note?: string;
}
