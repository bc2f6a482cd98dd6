import type { AffairModuleDescriptor, AffairStatus } from './types.js';

/**
 * Leave and return (SPEC §2.4), the first module. School practice (ANCHORS): up to 2 days the
 * counsellor approves; over 2 and up to 7 the counsellor then the college; over 7 also the office;
 * proof uploaded; the student cancels the leave (销假) on return; counsellors see who is on leave
 * today and whose return is overdue.
 *
 * Besides the generic module API, leave has its own under /api/lxgl/v3/leave/:
 *   POST cancel {id, note?}                      -> LeaveRecord   销假: the student is back
 *   GET  today                                    -> LeaveToday    staff: on leave today, overdue
 *   GET  batch?kind=destination|return            -> RegistrationBatch | null (the open one)
 *   GET  destination/mine?batchId=                -> DestinationRegistration | null
 *   POST destination/sign {batchId, ...}          -> DestinationRegistration (create or update own)
 *   POST destination/check {batchId, list body}   -> ListReply<RegistrationCheckRow> (staff)
 *   GET  return/mine?batchId=                     -> ReturnRegistration | null
 *   POST return/sign {batchId, ...}               -> ReturnRegistration
 *   POST return/check {batchId, list body}        -> ListReply<RegistrationCheckRow> (staff)
 */
export const LEAVE_MODULE: AffairModuleDescriptor = {
  key: 'leave',
  service: 'lxgl',
  title: { 'zh-CN': '请假销假', 'zh-TW': '請假銷假', 'en-US': 'Leave and return', 'ja-JP': '休暇・帰校' },
  processKey: 'leave',
  basePath: '/xgxt/leave',
  routes: {
    default: 'mine',
    apply: 'apply',
    mine: 'mine',
    review: 'review',
    detail: 'detail',
    success: 'success',
    statistics: 'today',
  },
  audience: { apply: ['student'], review: ['counsellor', 'college_staff', 'office_staff'] },
  category: 'daily',
  lists: {
    mine: [
      {
        key: 'leaveType',
        source: 'form',
        label: { 'zh-CN': '请假类型', 'zh-TW': '請假類型', 'en-US': 'Type', 'ja-JP': '種類' },
        format: 'dictionary',
        dictionary: 'leave_type',
        primary: true,
      },
      {
        key: 'period',
        source: 'form',
        label: { 'zh-CN': '请假时间', 'zh-TW': '請假時間', 'en-US': 'Period', 'ja-JP': '期間' },
        format: 'dateRange',
      },
      {
        key: 'days',
        source: 'form',
        label: { 'zh-CN': '天数', 'zh-TW': '天數', 'en-US': 'Days', 'ja-JP': '日数' },
        format: 'days',
      },
      {
        key: 'status',
        source: 'instance',
        label: { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'Status', 'ja-JP': '状態' },
        format: 'status',
      },
      {
        key: 'returnedAt',
        source: 'record',
        label: { 'zh-CN': '销假时间', 'zh-TW': '銷假時間', 'en-US': 'Returned', 'ja-JP': '帰校' },
        format: 'datetime',
      },
    ],
    review: [
      {
        key: 'name',
        source: 'starter',
        label: { 'zh-CN': '学生', 'zh-TW': '學生', 'en-US': 'Student', 'ja-JP': '学生' },
        primary: true,
      },
      {
        key: 'className',
        source: 'starter',
        label: { 'zh-CN': '班级', 'zh-TW': '班級', 'en-US': 'Class', 'ja-JP': 'クラス' },
      },
      {
        key: 'leaveType',
        source: 'form',
        label: { 'zh-CN': '请假类型', 'zh-TW': '請假類型', 'en-US': 'Type', 'ja-JP': '種類' },
        format: 'dictionary',
        dictionary: 'leave_type',
      },
      {
        key: 'period',
        source: 'form',
        label: { 'zh-CN': '请假时间', 'zh-TW': '請假時間', 'en-US': 'Period', 'ja-JP': '期間' },
        format: 'dateRange',
      },
      {
        key: 'days',
        source: 'form',
        label: { 'zh-CN': '天数', 'zh-TW': '天數', 'en-US': 'Days', 'ja-JP': '日数' },
        format: 'days',
      },
    ],
  },
};

export interface LeaveRecord {
  /** The leave's process instance id. */
  id: string;
  studentId: string;
  studentName: string;
  studentNumber: string;
  className: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
  destination: string | null;
  /** The request's status (a draft too: a saved leave the student has not submitted). */
  status: AffairStatus;
  /** When the student cancelled the leave (销假); null while away. */
  returnedAt: number | null;
  /** Approved, end date passed, not cancelled. */
  overdue: boolean;
}

export interface LeaveToday {
  date: string;
  onLeave: LeaveRecord[];
  overdue: LeaveRecord[];
}

export interface RegistrationBatch {
  id: string;
  kind: 'destination' | 'return';
  name: string;
  startDate: string;
  endDate: string;
}

export type DestinationType = 'home' | 'school' | 'travel' | 'internship' | 'other';

export interface DestinationRegistration {
  batchId: string;
  destinationType: DestinationType;
  address: string;
  contactPhone: string;
  leaveDate: string;
  returnDate: string;
  transport: string | null;
  note: string | null;
  updatedAt: number;
}

export interface ReturnRegistration {
  batchId: string;
  arrivedAt: number;
  transport: string | null;
  note: string | null;
  updatedAt: number;
}

export interface RegistrationCheckRow {
  studentId: string;
  name: string;
  number: string;
  className: string;
  mobile: string | null;
  registered: boolean;
  /** The registration (destination or return) when there is one. */
  detail: DestinationRegistration | ReturnRegistration | null;
}
