import { localizedText as L } from '../../define.js';

/**
 * The szgz group's own API under /api/szgz/v3 (server: modules/affairs/modules/szgz).
 *
 * Moral-education class (德育课堂):
 *   GET  moral/sessions              -> MoralSessionView[]  students: upcoming and past sessions with their own status
 *   POST moral/signup {sessionId}    -> MoralSessionView    a place if one is free, else the waiting list; again: the same
 *   POST moral/cancel {sessionId}    -> MoralSessionView    frees the place for the first waiting student
 *   GET  moral/record                -> MoralRecord         the student's sessions and points per term
 *   GET  moral/manage                -> MoralSessionView[]  staff: every session with its counts
 *   POST moral/session               -> MoralSessionView    staff: a new session
 *   GET  moral/roster?sessionId=     -> MoralRoster         staff: who signed up
 *   POST moral/attendance            -> MoralRoster         staff: attended or absent for each student
 * Teacher assessment (学生测评), anonymous:
 *   GET  rating/tasks                -> AssessmentTask[]    students: the rounds, whom they rate, whether done
 *   POST rating/rate                 -> AssessmentTask      one rating per student and round; again: nothing new
 *   GET  rating/results?roundId= -> AssessmentResults   college/office: averages per item and counts
 *   POST rating/round                -> AssessmentRoundRef  office: a new round
 */

// ---------------------------------------------------------------- moral-education class

export const MORAL_KINDS = {
  lecture: L('专题讲座', '專題講座', 'Lecture', '講演'),
  activity: L('实践活动', '實踐活動', 'Activity', '実践活動'),
  meeting: L('主题班会', '主題班會', 'Class meeting', 'テーマ学級会'),
} as const;
export type MoralKind = keyof typeof MORAL_KINDS;

export const MORAL_STATUSES = {
  signedUp: L('已报名', '已報名', 'Signed up', '申込済み'),
  waiting: L('候补', '候補', 'Waiting list', 'キャンセル待ち'),
  attended: L('已签到', '已簽到', 'Attended', '出席'),
  absent: L('缺席', '缺席', 'Absent', '欠席'),
} as const;
export type MoralStatus = keyof typeof MORAL_STATUSES;

/** Points a student needs in a term (school practice; the same for every demo school). */
export const MORAL_PASS_POINTS = 8;

export interface MoralSession {
  id: string;
  title: string;
  kind: MoralKind;
  speaker: string;
  place: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
  /** '2026-2027-1' */
  term: string;
  capacity: number;
  points: number;
  creatorName: string;
}

export interface MoralSessionView extends MoralSession {
  /** Places taken. */
  signed: number;
  waiting: number;
  /** The caller's own status (students), null when not signed up. */
  mine: MoralStatus | null;
  /** Whether the session's day has passed (no more sign-ups or cancelling). */
  past: boolean;
}

export interface MoralSessionInput {
  title: string;
  kind: MoralKind;
  speaker: string;
  place: string;
  date: string;
  time: string;
  capacity: number;
  points: number;
}

export interface MoralRecordLine {
  sessionId: string;
  title: string;
  date: string;
  status: MoralStatus;
  points: number;
}

export interface MoralTermTotal {
  term: string;
  points: number;
  passed: boolean;
}

export interface MoralRecord {
  passPoints: number;
  terms: MoralTermTotal[];
  lines: MoralRecordLine[];
}

export interface MoralRosterLine {
  studentId: string;
  name: string;
  number: string;
  className: string;
  status: MoralStatus;
}

export interface MoralRoster {
  session: MoralSessionView;
  students: MoralRosterLine[];
}

export interface MoralAttendanceInput {
  sessionId: string;
  marks: { studentId: string; status: 'attended' | 'absent' }[];
}

// ---------------------------------------------------------------- teacher assessment

/** The items every student rates 1-5. */
export const ASSESSMENT_ITEMS = {
  guidance: L('思想引领', '思想引領', 'Guidance and values', '思想面の指導'),
  study: L('学业指导', '學業指導', 'Help with studies', '学業の支援'),
  care: L('关心关爱', '關心關愛', 'Care for students', '学生への気配り'),
  management: L('日常管理', '日常管理', 'Day-to-day management', '日常の管理'),
  conduct: L('工作作风', '工作作風', 'Manner and reliability', '仕事ぶり'),
} as const;
export type AssessmentItem = keyof typeof ASSESSMENT_ITEMS;
export const ASSESSMENT_ITEM_KEYS = Object.keys(ASSESSMENT_ITEMS) as AssessmentItem[];
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Averages are shown once this many students have rated (fewer could identify a rater). */
export const MIN_RATINGS_SHOWN = 3;

export interface AssessmentRoundRef {
  id: string;
  title: string;
  opensOn: string;
  closesOn: string;
  /** open | upcoming | closed, on the school's date. */
  state: 'open' | 'upcoming' | 'closed';
}

export interface AssessmentTask {
  round: AssessmentRoundRef;
  /** The counsellor of the student's class (whom the student rates). */
  counsellorName: string | null;
  rated: boolean;
}

export interface AssessmentRateInput {
  roundId: string;
  scores: Record<AssessmentItem, number>;
}

export interface AssessmentResultLine {
  counsellorId: string;
  counsellorName: string;
  collegeName: string;
  /** Students who rated. */
  ratings: number;
  /** Students in the counsellor's classes. */
  students: number;
  /** Average per item (null while fewer than MIN_RATINGS_SHOWN have rated). */
  averages: Record<AssessmentItem, number> | null;
  overall: number | null;
}

export interface AssessmentResults {
  rounds: AssessmentRoundRef[];
  roundId: string | null;
  lines: AssessmentResultLine[];
}

export interface AssessmentRoundInput {
  title: string;
  opensOn: string;
  closesOn: string;
}
