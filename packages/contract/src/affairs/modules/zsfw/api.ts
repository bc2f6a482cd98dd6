import { z } from 'zod';
import { fileBytes } from '../../../api/endpoint.js';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { recordId as id } from '../../../api/inputs.js';
import { isIdCard, isMobile } from '../../../validation-rules.js';
import { CANDIDATE_TYPES, REVIEW_STATES, SIGNUP_STATES } from './constants.js';

/**
 * The admissions service's endpoints under /api/zsfw/v3/admissions (server:
 * modules/affairs/modules/zsfw/routes.ts): the programmes and the caller's sign-ups, a sign-up (in
 * the programme's window, once per ID number), its detail (the signer's own, or any for the
 * admissions office); the office's list (ID number and phone masked), decision and export. The
 * office's rule is the group's (the service decides).
 */

const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');

const admissionProgram = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  majors: z.array(z.string()),
  places: z.number(),
  opens: z.string(),
  closes: z.string(),
  contact: z.string(),
  open: z.boolean(),
  signups: z.number(),
});
export type AdmissionProgram = z.infer<typeof admissionProgram>;

const signUpInput = z.object({
  programId: id,
  name: text(50),
  idNumber: z.string('validation.required').trim().refine(isIdCard, 'validation.idCard'),
  mobile: z.string('validation.required').trim().refine(isMobile, 'validation.phone'),
  examNumber: z
    .string('validation.required')
    .trim()
    .regex(/^\d{14}$/, 'validation.format'),
  candidateType: z.enum(CANDIDATE_TYPES, 'validation.oneOf'),
  province: text(20),
  school: text(100),
  major1: text(50),
  major2: z.string().trim().max(50, 'validation.maxLength').optional(),
});
export type SignUpInput = z.input<typeof signUpInput>;

const signupRow = z.object({
  id: z.string(),
  programId: z.string(),
  programTitle: z.string(),
  name: z.string(),
  /** Masked in the office's list; whole on the detail. */
  idNumber: z.string(),
  mobile: z.string(),
  candidateType: z.enum(CANDIDATE_TYPES),
  province: z.string(),
  major1: z.string(),
  major2: z.string().nullable(),
  state: z.enum(SIGNUP_STATES),
  createdAt: z.number(),
});
export type SignupRow = z.infer<typeof signupRow>;

const signupDetail = signupRow.extend({
  examNumber: z.string(),
  school: z.string(),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().nullable(),
  /** Whether the caller may decide it (the office, while submitted or returned). */
  mayReview: z.boolean(),
});
export type SignupDetail = z.infer<typeof signupDetail>;

const admissionsHome = z.object({ programs: z.array(admissionProgram), mine: z.array(signupRow) });
export type AdmissionsHome = z.infer<typeof admissionsHome>;

const school = z.object({ code: z.string(), name: z.string() });

/**
 * The public admissions page (MODULES §15: no sign-in): the school's programmes, nothing personal.
 * `school` is the one shown (asked by code, else the caller's, else the only one with programmes);
 * null with `schools` to choose from when several schools take sign-ups.
 */
const publicAdmissions = z.object({
  school: school.nullable(),
  schools: z.array(school),
  programs: z.array(admissionProgram),
});
export type PublicAdmissions = z.infer<typeof publicAdmissions>;

const signupQuery = z.object({
  programId: id.optional(),
  major: z.string().trim().max(50, 'validation.maxLength').optional(),
  candidateType: z.enum(CANDIDATE_TYPES, 'validation.oneOf').optional(),
  state: z.enum(SIGNUP_STATES, 'validation.oneOf').optional(),
  keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
});
export type SignupQuery = z.input<typeof signupQuery>;

const signupReview = z.object({
  id,
  state: z.enum(REVIEW_STATES, 'validation.oneOf'),
  note: z.string().trim().max(500, 'validation.maxLength').optional(),
});
export type SignupReview = z.input<typeof signupReview>;

const zsfw = endpointsOf({ service: 'zsfw', access: 'signedIn' });

export const zsfwEndpoints = {
  /** For prospective students without an account: a school's programmes (no sign-ups, no personal data). */
  programs: zsfw.get('/admissions/programs', {
    query: z.object({ school: z.string().trim().max(32, 'validation.maxLength').optional() }),
    reply: publicAdmissions,
    access: 'public',
  }),
  /** The programmes (open ones first) and the caller's sign-ups. */
  home: zsfw.get('/admissions/home', { reply: admissionsHome }),
  /** In the programme's window, once per ID number. */
  signUp: zsfw.post('/admissions/signup', {
    body: signUpInput,
    reply: z.object({ id: z.string() }),
    idempotent: true,
  }),
  /** A sign-up: the signer's own, or any for the admissions office. */
  detail: zsfw.get('/admissions/detail', { query: z.object({ id }), reply: signupDetail }),
  /** The office: sign-ups filtered, ID number and phone masked. */
  list: zsfw.post('/admissions/list', { body: signupQuery, reply: z.array(signupRow) }),
  /** The office decides a sign-up (a returned one may be decided again). */
  review: zsfw.post('/admissions/review', {
    body: signupReview,
    reply: z.object({ state: z.enum(SIGNUP_STATES) }),
  }),
  /** The office: the list as a spreadsheet (masked). */
  export: zsfw.post('/admissions/export', { body: signupQuery, reply: fileBytes }),
};
