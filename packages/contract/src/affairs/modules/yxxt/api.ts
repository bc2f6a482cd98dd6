import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { attachmentRef } from '../../../api/ids.js';
import { formData, recordId as id } from '../../../api/inputs.js';
import type { FormDefinition } from '../../../forms/types.js';
import { LANGUAGES } from '../../../messages/languages.js';
import { requiredText } from '../../group-input.js';
import {
  JOURNEY_STEPS,
  ONBOARDING_FORMS,
  ONBOARDING_PAGES,
  ONBOARDING_VARIANTS,
  QUESTION_SCOPES,
  STANDINGS,
} from './constants.js';

/**
 * Onboarding's own endpoints under /api/yxxt/v3/onboarding (server:
 * modules/affairs/modules/yxxt/routes.ts; the mechanism's check-in routes under /checkin are the
 * mechanism's): the freshman's journey, the school's configuration, the statistics, the
 * freshman's forms, the school's pages, the question form, the questions and their answers, staff's
 * list of freshmen and their standing. Who may read what is the group's rule (the services decide).
 */

const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, 'validation.oneOf');
/** A form as the server sends it (in the caller's language). */
const formDefinition = z.custom<FormDefinition>((value) => typeof value === 'object' && value !== null);
/** A text in one string or by language. */
const localizedText = z.union([z.string(), z.partialRecord(z.enum(LANGUAGES), z.string())]);

/**
 * done 已完成, todo 未完成, pending 审核中 (a request under review), partial 部分缴费 (a bill partly
 * paid: the detail says what is left), optional 可选 (joining the army: only for those who enlist),
 * closed 未开放 (the green channel with no round open: the detail says when one opens),
 * notConfigured: the school keeps no such records (no bills without the fees module).
 */
const journeyStepState = z.enum([
  'done',
  'todo',
  'pending',
  'partial',
  'optional',
  'closed',
  'notConfigured',
]);
export type JourneyStepState = z.infer<typeof journeyStepState>;

/**
 * 未报到 / 已报到 / 保留入学资格 / 放弃入学: the last two are set by staff (a freshman joining the
 * army keeps the place; one who does not come gives it up); a check-in wins over neither.
 */
const FRESHMAN_STATUSES = ['notArrived', 'checkedIn', 'kept', 'gaveUp'] as const;
export type FreshmanStatus = (typeof FRESHMAN_STATUSES)[number];

const journeyStep = z.object({
  key: z.enum(JOURNEY_STEPS),
  state: journeyStepState,
  /** What the step's record says (the bed, the check-in point and time), in the caller's language. */
  detail: z.string().nullable(),
  /** Where the step is done: an app path, or null when there is nothing to open. */
  path: z.string().nullable(),
});
export type JourneyStep = z.infer<typeof journeyStep>;

const onboardingJourney = z.object({
  variant: z.enum(ONBOARDING_VARIANTS),
  /** The variant's base path under /app ('/xgxt/cjxy_yxxt'). */
  basePath: z.string(),
  schoolName: z.string(),
  welcome: z.string(),
  /** The enrolment year being received ('2026'). */
  cohort: z.string(),
  /** Whether the caller is one of its freshmen. */
  freshman: z.boolean(),
  status: z.enum(FRESHMAN_STATUSES),
  checkedInAt: z.number().nullable(),
  steps: z.array(journeyStep),
  /** Staff's note on a kept or given-up place. */
  statusReason: z.string().nullable(),
});
export type OnboardingJourney = z.infer<typeof onboardingJourney>;

const onboardingConfig = z.object({
  variant: z.enum(ONBOARDING_VARIANTS),
  basePath: z.string(),
  cohort: z.string(),
  welcome: localizedText,
});
export type OnboardingConfig = z.infer<typeof onboardingConfig>;

const onboardingFigures = z.object({
  expected: z.number(),
  checkedIn: z.number(),
  /** Checked in on the school's date today. */
  checkedInToday: z.number(),
  /** checkedIn / expected, 0..1. */
  rate: z.number(),
  /** Freshmen with an approved or running green-channel request. */
  greenChannel: z.number(),
  /** Freshmen with a bed. */
  inDorm: z.number(),
  /** Freshmen who paid in full; null when the school keeps no bills. */
  paid: z.number().nullable(),
});
export type OnboardingFigures = z.infer<typeof onboardingFigures>;

const onboardingStatsRow = onboardingFigures.extend({
  id: z.string(),
  name: z.string(),
  /** The college of a major's row. */
  college: z.string().optional(),
});
export type OnboardingStatsRow = z.infer<typeof onboardingStatsRow>;

const onboardingStatistics = z.object({
  /** The school's date (yyyy-MM-dd). */
  date: z.string(),
  cohort: z.string(),
  /** When the figures were read (epoch ms). */
  at: z.number(),
  totals: onboardingFigures,
  byCollege: z.array(onboardingStatsRow),
  byMajor: z.array(onboardingStatsRow),
});
export type OnboardingStatistics = z.infer<typeof onboardingStatistics>;

const onboardingQuestion = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  pictures: z.array(attachmentRef),
  /** Who asked: shown to staff and to the asker, never in the FAQ. */
  asker: z
    .object({ name: z.string(), number: z.string().nullable(), className: z.string().nullable() })
    .nullable(),
  mine: z.boolean(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.number().nullable(),
  faq: z.boolean(),
  createdAt: z.number(),
});
export type OnboardingQuestion = z.infer<typeof onboardingQuestion>;

const freshmenQuery = z.object({
  keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
  collegeId: id.optional(),
  majorId: id.optional(),
  classId: id.optional(),
  status: enumOf(FRESHMAN_STATUSES).optional(),
  paid: enumOf(['yes', 'no'] as const).optional(),
  green: enumOf(['yes', 'no'] as const).optional(),
  page: z.coerce
    .number('validation.number')
    .int()
    .min(1, 'validation.min')
    .max(10_000, 'validation.max')
    .optional(),
  size: z.coerce
    .number('validation.number')
    .int()
    .min(1, 'validation.min')
    .max(200, 'validation.max')
    .optional(),
});
/** Staff's filters (MODULES.md §1). */
export type FreshmenQuery = z.output<typeof freshmenQuery>;

const freshmanRow = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  mobile: z.string().nullable(),
  className: z.string(),
  majorName: z.string(),
  collegeName: z.string(),
  status: z.enum(FRESHMAN_STATUSES),
  statusReason: z.string().nullable(),
  checkedInAt: z.number().nullable(),
  /** The bill's state; null when the school keeps no bills or the freshman has none. */
  bill: z.enum(['paid', 'partial', 'unpaid', 'deferred', 'reduced']).nullable(),
  greenChannel: z.enum(['approved', 'running']).nullable(),
  bed: z.string().nullable(),
  /** Which of the freshman's forms are filled in. */
  forms: z.array(z.enum(ONBOARDING_FORMS)),
});
export type FreshmanRow = z.infer<typeof freshmanRow>;

const freshmenPage = z.object({
  cohort: z.string(),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  rows: z.array(freshmanRow),
  /** The choices of the filter sheet (colleges, majors and classes in the caller's charge). */
  colleges: z.array(z.object({ id: z.string(), name: z.string() })),
  majors: z.array(z.object({ id: z.string(), name: z.string(), collegeId: z.string() })),
});
export type FreshmenPage = z.infer<typeof freshmenPage>;

/** A freshman's own form (`kind`), in the caller's language, with what they filled in so far. */
const onboardingFormReply = z.object({
  kind: z.enum(ONBOARDING_FORMS),
  form: formDefinition,
  values: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: z.number().nullable(),
});
export type OnboardingFormReply = z.infer<typeof onboardingFormReply>;

const onboardingPageSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });
export type OnboardingPageSection = z.infer<typeof onboardingPageSection>;

const onboardingPage = z.object({
  key: z.enum(ONBOARDING_PAGES),
  title: z.string(),
  sections: z.array(onboardingPageSection),
  /** The school wrote it (else the product's text). */
  own: z.boolean(),
  updatedAt: z.number().nullable(),
});
export type OnboardingPage = z.infer<typeof onboardingPage>;

/** A page's text as a manager writes it: in one string or by language, each not blank. */
const pageText = (max: number) =>
  z.union([requiredText(max), z.partialRecord(enumOf(LANGUAGES), requiredText(max))]);
const pageInput = z.object({
  title: pageText(100),
  /** Sections as text: a line starting with "# " is a heading, blank lines part paragraphs. */
  body: pageText(20_000),
});
export type OnboardingPageInput = z.output<typeof pageInput>;

const answerInput = z.object({
  answer: requiredText(1000),
  faq: z.boolean('validation.required').default(false),
});
export type QuestionAnswerInput = z.output<typeof answerInput>;

const standingInput = z.object({
  standing: enumOf(STANDINGS),
  reason: z.string().trim().max(200, 'validation.maxLength').optional(),
});
export type StandingInput = z.output<typeof standingInput>;

const formParams = z.object({ kind: enumOf(ONBOARDING_FORMS) });
const pageParams = z.object({ key: enumOf(ONBOARDING_PAGES) });
const byId = z.object({ id });

const yxxt = endpointsOf({ service: 'yxxt', access: 'signedIn' });

export const yxxtEndpoints = {
  /** The freshman's steps, each with its state. */
  journey: yxxt.get('/onboarding/journey', { reply: onboardingJourney }),
  /** The school's variant and texts. */
  config: yxxt.get('/onboarding/config', { reply: onboardingConfig }),
  /** Staff: today's live figures by college and by major. */
  statistics: yxxt.get('/onboarding/statistics', { reply: onboardingStatistics }),
  /** The FAQ, the caller's own questions, or (staff) the open or answered ones in their charge. */
  questions: yxxt.get('/onboarding/questions', {
    query: z.object({ scope: enumOf(QUESTION_SCOPES).default('faq') }),
    reply: z.array(onboardingQuestion),
  }),
  /** The question form, in the caller's language. */
  questionForm: yxxt.get('/onboarding/questionForm', { reply: formDefinition }),
  /** A freshman asks (title, text, up to three pictures). */
  ask: yxxt.post('/onboarding/questions', {
    body: z.object({ values: formData }),
    reply: onboardingQuestion,
  }),
  /** Staff: the cohort's freshmen in their charge, filtered, paged. */
  freshmen: yxxt.get('/onboarding/students', { query: freshmenQuery, reply: freshmenPage }),
  /** A freshman's own form and what they filled in. */
  form: yxxt.get('/onboarding/forms/:kind', { params: formParams, reply: onboardingFormReply }),
  /** A freshman saves their form (refusals name each field). */
  saveForm: yxxt.post('/onboarding/forms/:kind', {
    params: formParams,
    body: z.object({ values: formData }),
    reply: onboardingFormReply,
  }),
  /** The school's page (its own text, or the product's), in sections. */
  page: yxxt.get('/onboarding/pages/:key', { params: pageParams, reply: onboardingPage }),
  /** Managers write the school's page; the reply is the page as it now reads. */
  savePage: yxxt.post('/onboarding/pages/:key', {
    params: pageParams,
    body: pageInput,
    reply: onboardingPage,
  }),
  /** One question, with its pictures and answer. */
  question: yxxt.get('/onboarding/questions/:id', { params: byId, reply: onboardingQuestion }),
  /** Staff in charge answer a question, and may put it in the FAQ. */
  answer: yxxt.post('/onboarding/questions/:id/answer', {
    params: byId,
    body: answerInput,
    reply: onboardingQuestion,
  }),
  /** Staff keep a freshman's place, mark it given up, or clear that. */
  setStanding: yxxt.post('/onboarding/students/:id/standing', {
    params: byId,
    body: standingInput,
    reply: z.null(),
  }),
};
