import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { checkinCodeSchema } from '../../checkin.js';
import { studentNaming } from '../../student-naming.js';
import { LOCATIONS, SYMPTOMS } from './constants.js';

/**
 * Epidemic control's endpoints under /api/jczy/v3/yqfk (server: modules/affairs/modules/yqfk).
 * A student reports once a school day while the school has the daily report on; an abnormal
 * report (fever, a symptom, contact with a case) starts a follow-up for the student's counsellor
 * at once. Staff read who has not reported and the daily figures, for their charge only: the
 * student's counsellor and the epidemic-control office (the service decides).
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.format');

const answers = z.object({
  /** °C, one decimal. */
  temperature: z
    .number('validation.number')
    .min(34, 'validation.min')
    .max(43, 'validation.max')
    .refine((t) => Math.round(t * 10) === t * 10, 'validation.format'),
  symptoms: z.array(z.enum(SYMPTOMS, 'validation.option')).max(SYMPTOMS.length, 'validation.max').default([]),
  location: z.enum(LOCATIONS, 'validation.option').nullable().default(null),
  /** Close contact with a confirmed or suspected case in the last 14 days. */
  contact: z.boolean('validation.required').nullable().default(null),
  note: z.string().trim().max(200, 'validation.maxLength').default(''),
});
export type HealthAnswers = z.output<typeof answers>;
export type HealthAnswersInput = z.input<typeof answers>;

const report = answers.extend({
  date: z.string(),
  abnormal: z.boolean(),
  reportedAt: z.number(),
  /** The counsellor's follow-up request, when the report was abnormal. */
  followUpId: z.string().nullable(),
});
export type HealthReport = z.infer<typeof report>;

const todayView = z.object({
  /** Whether the school has the daily report on. */
  enabled: z.boolean(),
  date: z.string(),
  /** The questions the school asks besides the temperature. */
  questions: z.object({ symptoms: z.boolean(), location: z.boolean(), contact: z.boolean() }),
  feverFrom: z.number(),
  /** Today's report, once made. */
  report: report.nullable(),
  /** The latest earlier report's answers, to start from. */
  previous: report.nullable(),
});
export type HealthToday = z.infer<typeof todayView>;

const classRow = z.object({
  classId: z.string(),
  className: z.string(),
  collegeName: z.string(),
  total: z.number(),
  reported: z.number(),
  abnormal: z.number(),
});
export type HealthClassRow = z.infer<typeof classRow>;

const missing = z.object({ id: z.string(), ...studentNaming });

const overview = z.object({
  date: z.string(),
  enabled: z.boolean(),
  byClass: z.array(classRow),
  byCollege: z.array(classRow.omit({ classId: true, className: true }).extend({ collegeId: z.string() })),
  missing: z.array(missing),
  /** The last days' counts in the caller's charge, oldest first. */
  days: z.array(z.object({ date: z.string(), reported: z.number(), abnormal: z.number() })),
});
export type HealthOverview = z.infer<typeof overview>;

/** A student's approved campus exit for today and where it stands at the gate. */
const PASS_STATES = ['notOut', 'out', 'back'] as const;
const gatePass = z.object({
  requestId: z.string(),
  outDate: z.string(),
  hours: z.number(),
  destination: z.string(),
  state: z.enum(PASS_STATES),
  outAt: z.number().nullable(),
  inAt: z.number().nullable(),
});
export type GatePass = z.infer<typeof gatePass>;

const gateScan = z.object({
  studentName: z.string(),
  number: z.string(),
  /** The student's class, for the guard to tell who stands at the gate. */
  className: z.string(),
  /** What this scan recorded: the way out or the way back in. */
  recorded: z.enum(['out', 'in']),
  at: z.number(),
  /** Back later than the hours approved. */
  late: z.boolean(),
});
export type GateScan = z.infer<typeof gateScan>;

const jczy = endpointsOf({ service: 'jczy', access: 'signedIn' });

export const yqfkEndpoints = {
  /** A student: whether the report is on, today's report and the previous one to start from. */
  today: jczy.get('/yqfk/today', { reply: todayView }),
  /** A student reports today (once; a repeat writes nothing and says so). */
  report: jczy.post('/yqfk/report', { body: answers, reply: report, idempotent: true }),
  /** A student: "nothing changed", today's report copied from the previous one. */
  unchanged: jczy.post('/yqfk/unchanged', { reply: report, idempotent: true }),
  /** The student's own reports, or (staff) a student's in their charge, newest first. */
  history: jczy.get('/yqfk/history', {
    query: z.object({ studentId: z.string().max(40, 'validation.maxLength').optional() }),
    reply: z.array(report),
  }),
  /** Staff: who has reported on a day per class and college, who has not, the last days' figures. */
  overview: jczy.get('/yqfk/overview', { query: z.object({ date: date.optional() }), reply: overview }),
  /** Staff: an inner message and a push to each student in their charge who has not reported today. */
  remind: jczy.post('/yqfk/remind', { reply: z.object({ reminded: z.number() }), idempotent: true }),
  /** A student: today's approved campus exit (null when none) and, with one, the rotating code to show. */
  pass: jczy.get('/yqfk/pass', {
    reply: z.object({ pass: gatePass.nullable(), code: checkinCodeSchema.nullable() }),
  }),
  /** The gate (guards, the epidemic-control office): a student's code; records the way out, then back in. */
  scan: jczy.post('/yqfk/gate/scan', {
    body: z.object({
      code: z
        .string('validation.required')
        .trim()
        .min(1, 'validation.required')
        .max(200, 'validation.maxLength'),
    }),
    reply: gateScan,
  }),
};
