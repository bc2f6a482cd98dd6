import type { LocalizedText } from '../../../forms/types.js';

/**
 * The discipline group's own API, under /api/szgz/v3/discipline/ (besides the generic module API of
 * its appeal and lifting modules):
 *   GET  sanctions?q=&kind=&state=   -> SanctionRow[]     a student their own; staff the students
 *                                                          in their charge (counsellor: classes,
 *                                                          college staff: college, office: all)
 *   GET  sanction?id=                -> SanctionDetail    the same readers; anyone else: not found
 *   POST sanctions       SanctionInput -> SanctionDetail  staff record a sanction in force
 *   POST sanction/acknowledge {id}   -> SanctionDetail    the student signs for the decision
 *   GET  notices                     -> SanctionNotice[]  everyone in the school: the decisions of
 *                                                          the last year, name and number masked
 * Sanctions are sensitive: no route names a student to anyone else.
 */

/** The five national kinds (教育部令第41号), lightest first. */
export const SANCTION_KIND_KEYS = ['warning', 'seriousWarning', 'demerit', 'probation', 'expulsion'] as const;
export type SanctionKind = (typeof SANCTION_KIND_KEYS)[number];

/** What the student did (违纪原因, zfsoft's causes). */
export const SANCTION_CAUSES = [
  'exam',
  'absence',
  'nightsOut',
  'appliance',
  'fighting',
  'theft',
  'gambling',
  'drunkenness',
  'online',
  'academic',
  'other',
] as const;
export type SanctionCause = (typeof SANCTION_CAUSES)[number];

/**
 * Where a sanction stands: in force; its period over, waiting to be lifted (expired); a lifting
 * under review (lifting); lifted; revoked on appeal; expulsion is final (expelled).
 */
export type SanctionState = 'inForce' | 'expired' | 'lifting' | 'lifted' | 'revoked' | 'expelled';
export const SANCTION_STATES: readonly SanctionState[] = [
  'inForce',
  'expired',
  'lifting',
  'lifted',
  'revoked',
  'expelled',
];

/**
 * The appeal committee's statuses (MODULES-RESEARCH §9.4): 待受理, 不予受理, 复查中, and the answer
 * 维持 / 变更 / 撤销.
 */
export type AppealStatus = 'pending' | 'refused' | 'reviewing' | 'upheld' | 'changed' | 'revoked';
export const APPEAL_STATUSES: readonly AppealStatus[] = [
  'pending',
  'refused',
  'reviewing',
  'upheld',
  'changed',
  'revoked',
];

export interface SanctionInput {
  /** The student's number (学号), in the recorder's charge. */
  studentNumber: string;
  kind: SanctionKind;
  cause: SanctionCause;
  /** What happened (违纪事实). */
  facts: string;
  /** The rule and article broken (处分依据). */
  basis: string;
  /** 处分文号. */
  decisionNo: string;
  /** yyyy-MM-dd, not in the future. */
  decisionDate: string;
  /** 6-12 (the school's settings); absent for expulsion. */
  periodMonths?: number;
}

export interface SanctionRow {
  id: string;
  student: { id: string; name: string; number: string; className: string };
  kind: SanctionKind;
  cause: SanctionCause;
  decisionNo: string;
  decisionDate: string;
  /** yyyy-MM-dd; null for expulsion. */
  endDate: string | null;
  state: SanctionState;
  appealStatus: AppealStatus | null;
}

/** A deadline as both sides see it: the last day and days left (negative when passed). */
export interface Deadline {
  date: string;
  daysLeft: number;
}

export interface SanctionDetail extends SanctionRow {
  facts: string;
  basis: string;
  periodMonths: number | null;
  startDate: string;
  /** When the student signed for the decision (送达). */
  receivedDate: string | null;
  recorder: string;
  liftedDate: string | null;
  appealId: string | null;
  liftId: string | null;
  /** The appeal window (10 days from receipt by default) while it can still be used. */
  appealDeadline: Deadline | null;
  /** The committee's answer is due (15 days from acceptance) while it reviews. */
  answerDeadline: Deadline | null;
  /** From when lifting may be asked for (null for expulsion). */
  liftFrom: string | null;
  /** What the caller may do: acknowledge, appeal, lift. */
  actions: ('acknowledge' | 'appeal' | 'lift')[];
}

export interface SanctionNotice {
  id: string;
  /** Masked: 李*轩. */
  name: string;
  /** Masked: 2022****04. */
  number: string;
  collegeName: string;
  kind: SanctionKind;
  cause: SanctionCause;
  decisionNo: string;
  decisionDate: string;
}

const L = (zh: string, tw: string, en: string, ja: string): LocalizedText => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

/** What each cause is called (the screens' and the export's words). */
export const SANCTION_CAUSE_NAMES: Readonly<Record<SanctionCause, LocalizedText>> = {
  exam: L('考试违纪', '考試違紀', 'Exam misconduct', '試験不正'),
  absence: L('旷课', '曠課', 'Absence', '無断欠席'),
  nightsOut: L('夜不归宿', '夜不歸宿', 'Nights out', '無断外泊'),
  appliance: L('违章电器', '違章電器', 'Banned appliance', '禁止電器'),
  fighting: L('打架斗殴', '打架鬥毆', 'Fighting', '暴力行為'),
  theft: L('盗窃', '盜竊', 'Theft', '窃盗'),
  gambling: L('赌博', '賭博', 'Gambling', '賭博'),
  drunkenness: L('酗酒滋事', '酗酒滋事', 'Drunkenness', '飲酒による騒動'),
  online: L('网络违法', '網路違法', 'Online offence', 'ネット上の違法行為'),
  academic: L('学术不端', '學術不端', 'Academic misconduct', '研究不正'),
  other: L('其他', '其他', 'Other', 'その他'),
};
