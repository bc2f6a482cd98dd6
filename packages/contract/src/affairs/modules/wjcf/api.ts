import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { APPEAL_STATUSES, SANCTION_CAUSES, SANCTION_KIND_KEYS, SANCTION_STATES } from './constants.js';

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
const id = z.string().min(1, 'validation.required').max(32, 'validation.format');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.date');
const text = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.maxLength');

const kind = z.enum(SANCTION_KIND_KEYS);
const cause = z.enum(SANCTION_CAUSES);

export const sanctionInput = z.object({
  /** The student's number (学号), in the recorder's charge. */
  studentNumber: text(32),
  kind: z.enum(SANCTION_KIND_KEYS, 'validation.oneOf'),
  cause: z.enum(SANCTION_CAUSES, 'validation.oneOf'),
  /** What happened (违纪事实). */
  facts: text(4000),
  /** The rule and article broken (处分依据). */
  basis: text(1000),
  /** 处分文号. */
  decisionNo: text(100),
  /** yyyy-MM-dd, not in the future. */
  decisionDate: day,
  /** 6-12 (the school's settings); absent for expulsion. */
  periodMonths: z
    .number('validation.number')
    .int('validation.number')
    .min(1, 'validation.min')
    .max(60, 'validation.max')
    .optional(),
});
export type SanctionInput = z.output<typeof sanctionInput>;

export const sanctionRow = z.object({
  id: z.string(),
  student: z.object({ id: z.string(), name: z.string(), number: z.string(), className: z.string() }),
  kind,
  cause,
  decisionNo: z.string(),
  decisionDate: z.string(),
  /** yyyy-MM-dd; null for expulsion. */
  endDate: z.string().nullable(),
  state: z.enum(SANCTION_STATES),
  appealStatus: z.enum(APPEAL_STATUSES).nullable(),
});
export type SanctionRow = z.infer<typeof sanctionRow>;

/** A deadline as both sides see it: the last day and days left (negative when passed). */
export const deadline = z.object({ date: z.string(), daysLeft: z.number() });
export type Deadline = z.infer<typeof deadline>;

export const sanctionDetail = sanctionRow.extend({
  facts: z.string(),
  basis: z.string(),
  periodMonths: z.number().nullable(),
  startDate: z.string(),
  /** When the student signed for the decision (送达). */
  receivedDate: z.string().nullable(),
  recorder: z.string(),
  liftedDate: z.string().nullable(),
  appealId: z.string().nullable(),
  liftId: z.string().nullable(),
  /** The appeal window (10 days from receipt by default) while it can still be used. */
  appealDeadline: deadline.nullable(),
  /** The committee's answer is due (15 days from acceptance) while it reviews. */
  answerDeadline: deadline.nullable(),
  /** From when lifting may be asked for (null for expulsion). */
  liftFrom: z.string().nullable(),
  /** What the caller may do: acknowledge, appeal, lift. */
  actions: z.array(z.enum(['acknowledge', 'appeal', 'lift'])),
});
export type SanctionDetail = z.infer<typeof sanctionDetail>;

export const sanctionNotice = z.object({
  id: z.string(),
  /** Masked: 李*轩. */
  name: z.string(),
  /** Masked: 2022****04. */
  number: z.string(),
  collegeName: z.string(),
  kind,
  cause,
  decisionNo: z.string(),
  decisionDate: z.string(),
});
export type SanctionNotice = z.infer<typeof sanctionNotice>;

const discipline = endpointsOf({ service: 'szgz', access: 'signedIn' });

export const disciplineEndpoints = {
  list: discipline.get('/discipline/sanctions', {
    query: z.object({
      q: z.string().max(50, 'validation.maxLength').optional(),
      kind: z.enum(SANCTION_KIND_KEYS, 'validation.oneOf').optional(),
      state: z.enum(SANCTION_STATES, 'validation.oneOf').optional(),
    }),
    reply: z.array(sanctionRow),
  }),
  one: discipline.get('/discipline/sanction', { query: z.object({ id }), reply: sanctionDetail }),
  record: discipline.post('/discipline/sanctions', { body: sanctionInput, reply: sanctionDetail }),
  acknowledge: discipline.post('/discipline/sanction/acknowledge', {
    body: z.object({ id }),
    reply: sanctionDetail,
  }),
  notices: discipline.get('/discipline/notices', { reply: z.array(sanctionNotice) }),
};
