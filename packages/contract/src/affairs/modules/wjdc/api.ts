import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { QUESTION_KINDS } from './constants.js';

/**
 * Surveys' endpoints under /api/wjdc/v3 (server: modules/affairs/modules/wjdc/routes.ts): the
 * caller's surveys (a student's to fill, staff's created ones), a new survey, one survey, its
 * answers, closing it and its results. Who may build, read or close which is the group's rule
 * (the service decides: one the caller may not read is answered as not found).
 */

const id = z.string('validation.required').regex(/^[0-9A-Za-z_-]{1,32}$/, 'validation.format');
const text = (min: number, max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(min, min > 1 ? 'validation.minLength' : 'validation.required')
    .max(max, 'validation.maxLength');
const time = z
  .number('validation.required')
  .int('validation.integer')
  .min(0, 'validation.min')
  .max(4_102_444_800_000, 'validation.max');

const questionInput = z.object({
  kind: z.enum(QUESTION_KINDS, 'validation.oneOf'),
  title: text(1, 200),
  required: z.boolean('validation.required').default(true),
  options: z.array(text(1, 100), 'validation.required').max(20, 'validation.maxCount').optional(),
  scale: z.union([z.literal(5), z.literal(10)], 'validation.oneOf').optional(),
});
export type SurveyQuestionInput = z.output<typeof questionInput>;

const surveyInput = z
  .object({
    title: text(1, 100),
    intro: z.string('validation.required').trim().max(1000, 'validation.maxLength').default(''),
    questions: z
      .array(questionInput, 'validation.required')
      .min(1, 'validation.required')
      .max(50, 'validation.maxCount'),
    /** Empty lists mean everyone: grades are enrolment years, colleges org ids. */
    audience: z
      .object({
        grades: z
          .array(z.string().regex(/^\d{4}$/, 'validation.format'))
          .max(10, 'validation.maxCount')
          .default([]),
        colleges: z.array(id).max(50, 'validation.maxCount').default([]),
      })
      .default({ grades: [], colleges: [] }),
    opensAt: time,
    closesAt: time,
    anonymous: z.boolean('validation.required').default(true),
  })
  .refine((s) => s.closesAt > s.opensAt, { message: 'validation.dateOrder', path: ['closesAt'] });
/** A new survey as the server reads it (the web sends it whole). */
export type SurveyInput = z.output<typeof surveyInput>;

const surveyOption = z.object({ id: z.string(), label: z.string() });
export type SurveyOption = z.infer<typeof surveyOption>;

const surveyQuestion = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  title: z.string(),
  required: z.boolean(),
  /** Choices of single and multiple questions. */
  options: z.array(surveyOption),
  /** Highest value of a rating (5 or 10); 0 for other kinds. */
  scale: z.number(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/** A single choice's option id, multiple choices' ids, a text, or a rating. */
const surveyAnswer = z.union([z.string(), z.array(z.string()), z.number()]);
export type SurveyAnswer = z.infer<typeof surveyAnswer>;
const surveyAnswers = z.record(z.string(), surveyAnswer);
export type SurveyAnswers = z.infer<typeof surveyAnswers>;

const surveyCard = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.string(),
  opensAt: z.number(),
  closesAt: z.number(),
  anonymous: z.boolean(),
  state: z.enum(['upcoming', 'open', 'closed']),
  createdBy: z.string(),
  questionCount: z.number(),
  /** The caller has answered (students). */
  answered: z.boolean(),
  /** Responses so far (the creator and the office). */
  responses: z.number().nullable(),
});
export type SurveyCard = z.infer<typeof surveyCard>;
export type SurveyState = SurveyCard['state'];

const surveyView = surveyCard.extend({
  questions: z.array(surveyQuestion),
  audience: z.object({ grades: z.array(z.string()), colleges: z.array(z.string()) }),
  mine: z.object({ answers: surveyAnswers, at: z.number() }).nullable(),
  /** The caller may read the results and close it. */
  manages: z.boolean(),
});
export type SurveyView = z.infer<typeof surveyView>;

const surveySubmitted = z.object({
  at: z.number(),
  /** Answered before: the first answers stand, nothing was written. */
  repeated: z.boolean(),
});
export type SurveySubmitted = z.infer<typeof surveySubmitted>;

const questionResult = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  title: z.string(),
  /** Responses that answered this question. */
  answered: z.number(),
  /** Single and multiple: each option's count. */
  options: z.array(surveyOption.extend({ count: z.number() })),
  /** Rating: the count of each value 1..scale, and the average (null without answers). */
  ratings: z.array(z.object({ value: z.number(), count: z.number() })),
  average: z.number().nullable(),
  /** Text: the answers, newest first, without their authors. */
  texts: z.array(z.string()),
});
export type QuestionResult = z.infer<typeof questionResult>;

const surveyResults = z.object({
  survey: surveyCard,
  responses: z.number(),
  /** Students in the audience (the response rate's whole). */
  audienceSize: z.number(),
  byCollege: z.array(z.object({ college: z.string(), responses: z.number() })),
  questions: z.array(questionResult),
});
export type SurveyResults = z.infer<typeof surveyResults>;

/** What a student sends: question id (q1, q2…) -> its answer; the service checks them against the questions. */
const answersInput = z.object({
  answers: z.record(
    z.string().regex(/^q\d{1,3}$/, 'validation.format'),
    z.union([
      z.string().max(1000, 'validation.maxLength'),
      z.array(z.string().max(32, 'validation.maxLength')).max(20, 'validation.maxCount'),
      z.number('validation.number'),
    ]),
  ),
});

const wjdc = endpointsOf({ service: 'wjdc', access: 'signedIn' });
const oneSurvey = endpointsOf({ service: 'wjdc', access: 'signedIn', params: z.object({ id }) });

export const wjdcEndpoints = {
  /** mine: the student's surveys (to fill in first); created: staff's. */
  list: wjdc.get('/surveys', {
    query: z.object({ scope: z.enum(['mine', 'created'], 'validation.oneOf').default('mine') }),
    reply: z.array(surveyCard),
  }),
  /** Staff build a survey for colleges in their charge (the office: any, or everyone). */
  create: wjdc.post('/surveys', { body: surveyInput, reply: surveyView }),
  /** One survey: its audience's students, its creator, the office. */
  view: oneSurvey.get('/surveys/:id', { reply: surveyView }),
  /** A student answers once inside the window; a second submission returns the first. */
  answer: oneSurvey.post('/surveys/:id/answers', { body: answersInput, reply: surveySubmitted }),
  /** The creator or the office closes it early. */
  close: oneSurvey.post('/surveys/:id/close', { reply: surveyView }),
  /** Counts per question and college, never who answered what (the creator, the office). */
  results: oneSurvey.get('/surveys/:id/results', { reply: surveyResults }),
};
