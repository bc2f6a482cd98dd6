import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { QUESTION_KINDS } from './types.js';

/**
 * Surveys' endpoints under /api/wjdc/v3 (server: modules/affairs/modules/wjdc/routes.ts): the
 * caller's surveys (a student's to fill, staff's created ones) and a new survey. One survey, its
 * answers, closing it and its results (surveys/:id/...) are addressed by a path parameter, which
 * declarations do not have yet: they stay as they were (types.ts SurveySubmitted, SurveyResults).
 * Who may build, read or close which is the group's rule (the service decides).
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

const endpoint = { service: 'wjdc', access: 'signedIn' } as const;

export const wjdcEndpoints = {
  /** mine: the student's surveys (to fill in first); created: staff's. */
  list: defineEndpoint({
    ...endpoint,
    method: 'GET',
    path: '/surveys',
    query: z.object({ scope: z.enum(['mine', 'created'], 'validation.oneOf').default('mine') }),
    reply: z.array(surveyCard),
  }),
  /** Staff build a survey for colleges in their charge (the office: any, or everyone). */
  create: defineEndpoint({
    ...endpoint,
    method: 'POST',
    path: '/surveys',
    body: surveyInput,
    reply: surveyView,
  }),
};
