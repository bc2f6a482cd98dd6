import { localizedText as L } from '../../define.js';

/**
 * The szgz group's tables of labels and its limits, read by its declarations (api.ts) and by both
 * sides (types.ts re-exports them).
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
