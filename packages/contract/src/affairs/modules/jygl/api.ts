import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { calendarDay as day, groupId } from '../../group-input.js';
import { EDUCATIONS, EMPLOYER_NATURES } from './categories.js';

/**
 * The employment group's own API, under /api/jygl/v3/employment/ (besides the generic module API
 * of `destination`, the graduates' destination registration):
 *   GET  postings?keyword=&all=    -> PostingView[]   job postings (everyone in the school)
 *   GET  postings/:id              -> PostingView     one posting
 *   POST postings     PostingInput -> PostingView     the employment centre publishes one
 *   GET  rates?grade=              -> EmploymentRates staff: the cohort's destination rate
 *                                                     (毕业去向落实率) by college and by major, of
 *                                                     the students in their charge
 *   GET  mine                      -> MyDestination   the graduate's latest registration
 * A registration counts once the college has verified it (approved), as settled unless its
 * category is one of UNSETTLED.
 */
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const salary = z
  .number('validation.number')
  .int('validation.format')
  .min(0, 'validation.min')
  .max(1_000_000, 'validation.max');

export const postingInput = z.object({
  company: text(200),
  nature: z.enum(EMPLOYER_NATURES, 'validation.oneOf'),
  industry: text(100),
  position: text(200),
  headcount: z
    .number('validation.number')
    .int('validation.format')
    .min(1, 'validation.min')
    .max(10_000, 'validation.max'),
  place: text(100),
  /** Yuan per month. */
  salaryMin: salary,
  salaryMax: salary,
  education: z.enum(EDUCATIONS, 'validation.oneOf'),
  majors: text(500),
  /** yyyy-MM-dd, the last day to apply. */
  deadline: day,
  contact: text(100),
  description: text(4000),
});
export type PostingInput = z.output<typeof postingInput>;

export const postingView = z.object({
  id: z.string(),
  company: z.string(),
  nature: z.enum(EMPLOYER_NATURES),
  industry: z.string(),
  position: z.string(),
  headcount: z.number(),
  place: z.string(),
  /** Yuan per month. */
  salaryMin: z.number(),
  salaryMax: z.number(),
  education: z.enum(EDUCATIONS),
  majors: z.string(),
  /** yyyy-MM-dd, the last day to apply. */
  deadline: z.string(),
  contact: z.string(),
  description: z.string(),
  createdAt: z.number(),
  /** Whether the deadline has not passed (the school's date). */
  open: z.boolean(),
});
export type PostingView = z.infer<typeof postingView>;

export const rateLine = z.object({
  id: z.string(),
  name: z.string(),
  /** The college of a major. */
  college: z.string().optional(),
  graduates: z.number(),
  /** Verified registrations with a settled destination. */
  settled: z.number(),
  /** Verified registrations, settled or not. */
  verified: z.number(),
  /** Registrations waiting for the college. */
  pending: z.number(),
  /** settled / graduates, 0..1. */
  rate: z.number(),
});
export type RateLine = z.infer<typeof rateLine>;

export const employmentRates = z.object({
  grade: z.string(),
  /** The grades the caller may choose from, newest last. */
  grades: z.array(z.string()),
  totals: rateLine,
  colleges: z.array(rateLine),
  majors: z.array(rateLine),
  /** Verified registrations by destination category. */
  categories: z.array(z.object({ category: z.string(), count: z.number() })),
});
export type EmploymentRates = z.infer<typeof employmentRates>;

export const myDestination = z.object({
  state: z.enum(['none', 'running', 'verified', 'rejected']),
  id: z.string().nullable(),
  category: z.string().nullable(),
  /** The school's graduating cohort (its grade): only its students register a destination. */
  graduatingGrade: z.string().nullable(),
  /** Whether the caller is in it. */
  graduating: z.boolean(),
});
export type MyDestination = z.infer<typeof myDestination>;

const jygl = endpointsOf({ service: 'jygl', access: 'signedIn' });

export const employmentEndpoints = {
  postings: jygl.get('/employment/postings', {
    query: z.object({
      keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
      all: z.enum(['Y', 'N'], 'validation.oneOf').optional(),
    }),
    reply: z.array(postingView),
  }),
  posting: jygl.get('/employment/postings/:id', { params: z.object({ id: groupId }), reply: postingView }),
  publish: jygl.post('/employment/postings', { body: postingInput, reply: postingView }),
  rates: jygl.get('/employment/rates', {
    query: z.object({
      grade: z
        .string()
        .regex(/^\d{4}$/, 'validation.format')
        .optional(),
    }),
    reply: employmentRates,
  }),
  mine: jygl.get('/employment/mine', { reply: myDestination }),
};
