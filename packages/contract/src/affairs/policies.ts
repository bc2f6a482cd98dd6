import type { LocalizedText } from '../forms/types.js';

/**
 * What a module declares as data and the mechanism enforces for it (MODULES.md §0): batches,
 * quotas, eligibility, publicity with objections, the outcome kept on record, payouts and the
 * school's own figures. A module states the rule; no module code checks it.
 */

/** A module's requests belong to batches (批次): a window per academic year, one application each. */
export interface BatchPolicy {
  /** Applications a student may have in one batch (default 1). Rejected ones count; withdrawn ones do not. */
  perStudent?: number;
  /** Publicity days a new batch gets unless staff choose more (working days). */
  publicityDays?: number;
  /** The least publicity a batch may have (national schemes: 5 working days). */
  minPublicityDays?: number;
}

/**
 * Places per college per batch (名额分配): at `node`, the college's reviewer may pass at most the
 * college's quota on to the next step; the review list shows used / quota.
 */
export interface QuotaPolicy {
  node: string;
}

/**
 * A condition a student must meet to apply, checked at apply time (every way in: the module's
 * apply and the BPM start) and shown beforehand on the schemes list, each refusal with its reason.
 */
export type EligibilityRule =
  /** Year of study in the batch's academic year (grade 2024 is in year 2 in 2025-2026). */
  | { kind: 'yearOfStudy'; min?: number; max?: number }
  /**
   * Only the graduating cohort: students whose programme ends in the batch's academic year (grade
   * plus the school's programme length, years.ts graduatingGradeIn; server
   * modules/affairs/cohort.ts). Destination registration.
   */
  | { kind: 'graduating' }
  /** An outcome of another module on record in the same academic year (a hardship level). */
  | { kind: 'outcome'; outcome: string; values: string[] }
  /** No disciplinary sanction in force during the batch's academic year. */
  | { kind: 'noSanction' }
  /** Not holding (or applying for) any of these modules in the same academic year. */
  | { kind: 'exclusive'; modules: string[] }
  /** A form value at most `max` (failed courses: 0). */
  | { kind: 'formMax'; field: string; max: number }
  /** A form value at most one of the school's settings of the module (a loan at most the yearly cap). */
  | { kind: 'formMaxSetting'; field: string; setting: string }
  /** A rank over a size at most `max` (top 10 %: rank / size <= 0.1); both form fields. */
  | { kind: 'formRatio'; numerator: string; denominator: string; max: number }
  /**
   * The comprehensive evaluation of the batch's academic year ranks the student within the top
   * `max` of the class or the major (rank / size <= max; equal totals share a rank). Read through
   * the `evaluationRank` fact (the evaluation group provides it); a student the school has not
   * evaluated that year is not judged by this rule (the form's own figures still are).
   */
  | { kind: 'evaluationRank'; scope: 'class' | 'major'; max: number };

export type EligibilityKind = EligibilityRule['kind'];

/**
 * Approved names are listed for N working days (公示) with personal fields masked; anyone in the
 * school may object; the result is final when the period ends with no objection open or upheld.
 */
export interface PublicityPolicy {
  /** Form fields shown beside the name (level, amount...). */
  columns: string[];
  /** Of those, the ones shown masked. */
  masked?: string[];
}

/**
 * What an approved request leaves on record: an outcome value (the hardship level, the grant
 * tier) other modules' eligibility and prefill read, and an amount.
 */
export interface OutcomePolicy {
  /** The form field holding the outcome (e.g. the level the college set). */
  field?: string;
  /** The outcome's kind, shared by modules that record the same thing (default: the module key). */
  kind?: string;
  /** Where the amount comes from: a form field, a setting, or a setting keyed by the outcome. */
  amount?: { field: string } | { setting: string } | { settingByOutcome: string };
}

/** How an award is paid out once final: one sum, per term, or per month. */
export interface PayoutPolicy {
  plan: 'once' | 'terms' | 'months';
  /** For months: how many (e.g. 10 teaching months). */
  count?: number;
}

/**
 * A figure of the student's record the school keeps for an academic year (the comprehensive
 * evaluation and the course grades it is computed from): a form field declared as one is filled
 * by the system, read-only, and whatever was typed is replaced at submission. Where the school
 * has no record, the student types it and reviewers and publicity see it marked unverified.
 */
export const RECORD_FIGURES = [
  'gpa',
  'failedCourses',
  'academicRank',
  'academicSize',
  'evaluationRank',
  'evaluationSize',
  'evaluationScore',
] as const;
export type RecordFigure = (typeof RECORD_FIGURES)[number];

/** The form field names the funding and honour forms give those figures. */
const RECORD_FIELD_NAMES = {
  gpa: 'gpa',
  failedCourses: 'failedCourses',
  majorRank: 'academicRank',
  majorSize: 'academicSize',
  evaluationRank: 'evaluationRank',
  evaluationSize: 'evaluationSize',
  evaluationScore: 'evaluationScore',
} as const satisfies Record<string, RecordFigure>;

/** A module's `recordFields` for those of its form's fields named as above. */
export function recordFields(...fields: (keyof typeof RECORD_FIELD_NAMES)[]): Record<string, RecordFigure> {
  return Object.fromEntries(fields.map((field) => [field, RECORD_FIELD_NAMES[field]]));
}

/**
 * Where a form field's first value comes from when a student opens the form. The academic year
 * (the school's calendar, or the batch's) and the ID number (the student's record) are the
 * system's, not the student's: see `systemSources`.
 */
export type PrefillSource =
  | { outcome: string }
  | { setting: string }
  | { settingByOutcome: string; outcome: string }
  | { profile: 'name' | 'number' | 'className' | 'collegeName' | 'majorName' | 'grade' }
  | { academicYear: true }
  | { idNumber: true };

/**
 * Where a field the system fills takes its value: the school's calendar (the academic year), the
 * student's record (the ID number), a figure of the comprehensive evaluation. Such a field is
 * shown read-only with where it comes from, and the server takes the system's value whatever a
 * submission says; where the system holds no value, the student types it, marked unverified.
 */
export type SystemSource =
  { from: 'calendar' } | { from: 'record' } | { from: 'evaluation'; figure: RecordFigure };

/** The fields of a module the system fills, by field key: its locked prefills and record fields. */
export function systemSources(module: {
  prefill?: Record<string, PrefillSource>;
  recordFields?: Record<string, RecordFigure>;
}): Record<string, SystemSource> {
  const sources: Record<string, SystemSource> = {};
  for (const [field, source] of Object.entries(module.prefill ?? {})) {
    if ('academicYear' in source) sources[field] = { from: 'calendar' };
    else if ('idNumber' in source) sources[field] = { from: 'record' };
  }
  for (const [field, figure] of Object.entries(module.recordFields ?? {}))
    sources[field] = { from: 'evaluation', figure };
  return sources;
}

/**
 * A form field naming the collective a request speaks for (a collective honour, MODULES §7): the
 * applicant picks one of the classes they lead (the class monitor, 班长) or counsel, or the
 * dormitory room they live in, and the server refuses any other, naming the field. `by` is the
 * choice field saying what kind of collective is meant; its values in `rooms` name a room (文明宿舍),
 * the others a class.
 */
export interface CollectivePolicy {
  field: string;
  by: string;
  rooms: string[];
}

export const COLLECTIVE_KINDS = ['class', 'room'] as const;
export type CollectiveKind = (typeof COLLECTIVE_KINDS)[number];

/** One collective the applicant may speak for: its name (the field's value) and kind. */
export interface CollectiveChoice {
  name: string;
  kind: CollectiveKind;
}

/** A figure the school sets (national figures included: they change, so they are never literals). */
export interface SettingDescriptor {
  key: string;
  label: LocalizedText;
  type: 'money' | 'integer' | 'number' | 'text' | 'moneyByOutcome';
  default: number | string | Record<string, number>;
  unit?: LocalizedText;
  min?: number;
  max?: number;
  /** Fixed by national rules (shown with a note; the school may still follow a newer rule). */
  national?: boolean;
  /** A sibling setting (same module or group) this number may not be below (grade bands in order). */
  atLeast?: string;
  help?: LocalizedText;
}

/** The five disciplinary sanctions of national rule (教育部令第41号), as eligibility reads them. */
export const SANCTION_KINDS: Readonly<
  Record<string, Partial<Record<'zh-CN' | 'zh-TW' | 'en-US' | 'ja-JP', string>>>
> = {
  warning: { 'zh-CN': '警告', 'zh-TW': '警告', 'en-US': 'Warning', 'ja-JP': '警告' },
  seriousWarning: {
    'zh-CN': '严重警告',
    'zh-TW': '嚴重警告',
    'en-US': 'Serious warning',
    'ja-JP': '厳重警告',
  },
  demerit: { 'zh-CN': '记过', 'zh-TW': '記過', 'en-US': 'Demerit', 'ja-JP': '記過' },
  probation: { 'zh-CN': '留校察看', 'zh-TW': '留校察看', 'en-US': 'Probation', 'ja-JP': '停学観察' },
  expulsion: { 'zh-CN': '开除学籍', 'zh-TW': '開除學籍', 'en-US': 'Expulsion', 'ja-JP': '除籍' },
};
