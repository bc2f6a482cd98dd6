import type { AttachmentRef, FormDefinition, FormValues, LocalizedText } from '../../../forms/types.js';

/**
 * Onboarding's own API, under /api/yxxt/v3/onboarding/ (and the mechanism's check-in routes under
 * /api/yxxt/v3/checkin/, affairs/checkin.ts):
 *   GET journey     -> OnboardingJourney     the freshman's steps, each with its state
 *   GET config      -> OnboardingConfig      the school's variant and texts
 *   GET statistics  -> OnboardingStatistics  staff: today's live figures by college and by major
 * One product configured per school: the variant names which base path and texts a school uses;
 * every variant's routes serve the same screens (server: modules/affairs/modules/yxxt).
 */

export const ONBOARDING_VARIANTS = ['yxxt', 'cjxy_yxxt', 'sanya_yxxt', 'jlqc_yxxt', 'xtlg_yxxt'] as const;
export type OnboardingVariant = (typeof ONBOARDING_VARIANTS)[number];

/** The steps of the freshman's journey, in order. */
export const JOURNEY_STEPS = ['info', 'payment', 'greenChannel', 'dormitory', 'checkin'] as const;
export type JourneyStepKey = (typeof JOURNEY_STEPS)[number];

/**
 * done 已完成, todo 未完成, pending 审核中 (a request under review), notConfigured: the school
 * keeps no such records (no bills without the fees module).
 */
export type JourneyStepState = 'done' | 'todo' | 'pending' | 'notConfigured';

export interface JourneyStep {
  key: JourneyStepKey;
  state: JourneyStepState;
  /** What the step's record says (the bed, the check-in point and time), in the caller's language. */
  detail: string | null;
  /** Where the step is done: an app path, or null when there is nothing to open. */
  path: string | null;
}

/**
 * 未报到 / 已报到 / 保留入学资格 / 放弃入学: the last two are set by staff (a freshman joining the
 * army keeps the place; one who does not come gives it up); a check-in wins over neither.
 */
export type FreshmanStatus = 'notArrived' | 'checkedIn' | 'kept' | 'gaveUp';
/** What staff may set: keep the place, give it up, or clear it (back to what the check-in says). */
export const STANDINGS = ['kept', 'gaveUp', 'none'] as const;
export type FreshmanStanding = (typeof STANDINGS)[number];

export interface OnboardingJourney {
  variant: OnboardingVariant;
  /** The variant's base path under /app ('/xgxt/cjxy_yxxt'). */
  basePath: string;
  schoolName: string;
  welcome: string;
  /** The enrolment year being received ('2026'); false when the caller is not one of its freshmen. */
  cohort: string;
  freshman: boolean;
  status: FreshmanStatus;
  checkedInAt: number | null;
  steps: JourneyStep[];
  /** Staff's note on a kept or given-up place. */
  statusReason: string | null;
}

export interface OnboardingConfig {
  variant: OnboardingVariant;
  basePath: string;
  cohort: string;
  welcome: LocalizedText;
}

export interface OnboardingFigures {
  expected: number;
  checkedIn: number;
  /** Checked in on the school's date today. */
  checkedInToday: number;
  /** checkedIn / expected, 0..1. */
  rate: number;
  /** Freshmen with an approved or running green-channel request. */
  greenChannel: number;
  /** Freshmen with a bed. */
  inDorm: number;
  /** Freshmen who paid in full; null when the school keeps no bills. */
  paid: number | null;
}

export interface OnboardingStatsRow extends OnboardingFigures {
  id: string;
  name: string;
  /** The college of a major's row. */
  college?: string;
}

export interface OnboardingStatistics {
  /** The school's date (yyyy-MM-dd). */
  date: string;
  cohort: string;
  /** When the figures were read (epoch ms). */
  at: number;
  totals: OnboardingFigures;
  byCollege: OnboardingStatsRow[];
  byMajor: OnboardingStatsRow[];
}

/**
 * The freshman's own forms, each in the form format (contract yxxt/*.form.json), filled in once
 * and editable until the school closes them: personal information collection, arrival
 * information (cjxy: drives the pick-up plan), joining the army (keep the place, tuition
 * compensation), certificate upload (cjxy).
 *   GET  onboarding/forms/:kind          -> OnboardingFormReply (the form in the caller's language)
 *   POST onboarding/forms/:kind {values} -> OnboardingFormReply (refusals name each field)
 */
export const ONBOARDING_FORMS = ['info', 'arrival', 'army', 'certificate'] as const;
export type OnboardingFormKind = (typeof ONBOARDING_FORMS)[number];

export interface OnboardingFormReply {
  kind: OnboardingFormKind;
  form: FormDefinition;
  values: FormValues | null;
  updatedAt: number | null;
}

/**
 * The school's rich-text pages (入学须知 home and its two kinds, rxxz, the financial-aid policy,
 * the announcement, the consulting page): the school's own text when it wrote one, else the
 * product's, with {school} filled in.
 *   GET onboarding/pages/:key -> OnboardingPage;  POST (managers) {title, body} as LocalizedText
 */
export const ONBOARDING_PAGES = [
  'admissionHome',
  'admissionRequirements',
  'admissionRequirementsTwo',
  'rxxz',
  'financialAidPolicy',
  'announcement',
  'consulting',
] as const;
export type OnboardingPageKey = (typeof ONBOARDING_PAGES)[number];

export interface OnboardingPageSection {
  heading: string;
  paragraphs: string[];
}

export interface OnboardingPage {
  key: OnboardingPageKey;
  title: string;
  sections: OnboardingPageSection[];
  /** The school wrote it (else the product's text). */
  own: boolean;
  updatedAt: number | null;
}

export interface OnboardingPageInput {
  title: LocalizedText;
  /** Sections as text: a line starting with "# " is a heading, blank lines part paragraphs. */
  body: LocalizedText;
}

/**
 * Asking questions (Q&A): a freshman asks (title, text, up to three pictures), staff answer and
 * may put the answer in the FAQ everyone reads.
 *   GET  onboarding/questions?scope=faq|mine|open|answered -> OnboardingQuestion[] (open/answered: staff)
 *   POST onboarding/questions {values}                      -> OnboardingQuestion
 *   GET  onboarding/questions/:id                            -> OnboardingQuestion
 *   POST onboarding/questions/:id/answer {answer, faq}       -> OnboardingQuestion (staff)
 */
export const QUESTION_SCOPES = ['faq', 'mine', 'open', 'answered'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];

export interface OnboardingQuestion {
  id: string;
  title: string;
  body: string;
  pictures: AttachmentRef[];
  /** Who asked: shown to staff and to the asker, never in the FAQ. */
  asker: { name: string; number: string | null; className: string | null } | null;
  mine: boolean;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: number | null;
  faq: boolean;
  createdAt: number;
}

export interface QuestionAnswerInput {
  answer: string;
  faq: boolean;
}

/**
 * Staff's list of the cohort's freshmen in their charge, with the filters of MODULES.md §1.
 *   GET  onboarding/students?keyword&collegeId&majorId&classId&status&paid&green&page&size
 *   POST onboarding/students/:id/standing {standing, reason}
 */
export interface FreshmenQuery {
  keyword?: string;
  collegeId?: string;
  majorId?: string;
  classId?: string;
  status?: FreshmanStatus;
  paid?: 'yes' | 'no';
  green?: 'yes' | 'no';
  page?: number;
  size?: number;
}

export interface FreshmanRow {
  id: string;
  name: string;
  number: string | null;
  mobile: string | null;
  className: string;
  majorName: string;
  collegeName: string;
  status: FreshmanStatus;
  statusReason: string | null;
  checkedInAt: number | null;
  /** The bill's state; null when the school keeps no bills or the freshman has none. */
  bill: 'paid' | 'partial' | 'unpaid' | 'deferred' | 'reduced' | null;
  greenChannel: 'approved' | 'running' | null;
  bed: string | null;
  /** Which of the freshman's forms are filled in. */
  forms: OnboardingFormKind[];
}

export interface FreshmenPage {
  cohort: string;
  total: number;
  page: number;
  size: number;
  rows: FreshmanRow[];
  /** The choices of the filter sheet (colleges, majors and classes in the caller's charge). */
  colleges: { id: string; name: string }[];
  majors: { id: string; name: string; collegeId: string }[];
}

export interface StandingInput {
  standing: FreshmanStanding;
  reason?: string;
}
