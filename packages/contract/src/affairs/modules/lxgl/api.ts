import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { listReplyOf } from '../../../api/list-reply.js';
import { listQuerySchema } from '../../../list.js';
import { isMobile } from '../../../validation-rules.js';
import { groupId as id, optionalText as text, tenCharDay as day } from '../../group-input.js';
import { AFFAIR_STATUSES } from '../../types.js';
import { LEAVE_RETURN_STATES } from './return-state.js';

/**
 * Leave's own API, under /api/lxgl/v3/leave/ (besides the generic module API):
 *   POST cancel {id, note?}                      -> LeaveRecord   销假: the student is back
 *   GET  today                                    -> LeaveToday    staff: on leave today, overdue
 *   GET  batch?kind=destination|return            -> RegistrationBatch | null (the open one)
 *   GET  destination/mine?batchId=                -> DestinationRegistration | null
 *   POST destination/sign {batchId, ...}          -> DestinationRegistration (create or update own)
 *   POST destination/check {batchId, list body}   -> ListReply<RegistrationCheckRow> (staff)
 *   GET  return/mine?batchId=                     -> ReturnRegistration | null
 *   POST return/sign {batchId, ...}               -> ReturnRegistration
 *   POST return/check {batchId, list body}        -> ListReply<RegistrationCheckRow> (staff)
 */

/** A grace for clocks: an arrival a few minutes "in the future" is the phone's clock, not a lie. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const REGISTRATION_KINDS = ['destination', 'return'] as const;
export const DESTINATION_TYPES = ['home', 'school', 'travel', 'internship', 'other'] as const;
const kind = z.enum(REGISTRATION_KINDS, 'validation.oneOf');

export const leaveRecord = z.object({
  /** The leave's process instance id. */
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  className: z.string(),
  leaveType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  destination: z.string().nullable(),
  /** The request's status (a draft too: a saved leave the student has not submitted). */
  status: z.enum(AFFAIR_STATUSES),
  /** When the student cancelled the leave (销假); null while away. */
  returnedAt: z.number().nullable(),
  /** Approved, end date passed, not cancelled. */
  overdue: z.boolean(),
  /** Coming back (销假): leaveReturnState, null unless approved. */
  returnState: z.enum(LEAVE_RETURN_STATES).nullable(),
});
export type LeaveRecord = z.infer<typeof leaveRecord>;

export const leaveToday = z.object({
  date: z.string(),
  onLeave: z.array(leaveRecord),
  overdue: z.array(leaveRecord),
});
export type LeaveToday = z.infer<typeof leaveToday>;

export const registrationBatch = z.object({
  id: z.string(),
  kind: z.enum(REGISTRATION_KINDS),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type RegistrationBatch = z.infer<typeof registrationBatch>;

export const destinationRegistration = z.object({
  batchId: z.string(),
  destinationType: z.enum(DESTINATION_TYPES),
  address: z.string(),
  contactPhone: z.string(),
  leaveDate: z.string(),
  returnDate: z.string(),
  transport: z.string().nullable(),
  note: z.string().nullable(),
  updatedAt: z.number(),
});
export type DestinationRegistration = z.infer<typeof destinationRegistration>;

export const returnRegistration = z.object({
  batchId: z.string(),
  arrivedAt: z.number(),
  transport: z.string().nullable(),
  note: z.string().nullable(),
  updatedAt: z.number(),
});
export type ReturnRegistration = z.infer<typeof returnRegistration>;

/** A student of the caller's charge in a batch, with their registration when there is one. */
const checkRow = <D extends z.ZodType>(detail: D) =>
  z.object({
    studentId: z.string(),
    name: z.string(),
    number: z.string(),
    className: z.string(),
    mobile: z.string().nullable(),
    registered: z.boolean(),
    /** The registration (destination or return) when there is one. */
    detail: detail.nullable(),
  });
export const destinationCheckRow = checkRow(destinationRegistration);
export type DestinationCheckRow = z.infer<typeof destinationCheckRow>;
export const returnCheckRow = checkRow(returnRegistration);
export type ReturnCheckRow = z.infer<typeof returnCheckRow>;

export const destinationInput = z
  .object({
    batchId: id,
    destinationType: z.enum(DESTINATION_TYPES, 'validation.oneOf'),
    address: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.maxLength'),
    contactPhone: z.string('validation.required').trim().refine(isMobile, 'validation.phone'),
    leaveDate: day,
    returnDate: day,
    transport: text(100),
    note: text(500),
  })
  .refine((b) => b.returnDate >= b.leaveDate, { message: 'validation.dateOrder', path: ['returnDate'] });
/** What a student sends to register where they go (server: as it arrives, trimmed). */
export type DestinationInput = z.output<typeof destinationInput>;

export const returnInput = z.object({
  batchId: id,
  /** When the student arrived; now when not given. */
  arrivedAt: z
    .number('validation.number')
    .int('validation.integer')
    .refine((at) => at <= Date.now() + CLOCK_SKEW_MS, 'leave.arrivedInFuture')
    .optional(),
  transport: text(100),
  note: text(500),
});
export type ReturnInput = z.output<typeof returnInput>;

const checkBody = listQuerySchema.unwrap().extend({ batchId: id });
const mine = z.object({ batchId: id });

const lxgl = endpointsOf({ service: 'lxgl', access: 'signedIn' });

export const leaveEndpoints = {
  /** 销假: the student is back. */
  cancel: lxgl.post('/leave/cancel', { body: z.object({ id, note: text(500) }), reply: leaveRecord }),
  today: lxgl.get('/leave/today', { reply: leaveToday }),
  openBatch: lxgl.get('/leave/batch', { query: z.object({ kind }), reply: registrationBatch.nullable() }),
  myDestination: lxgl.get('/leave/destination/mine', {
    query: mine,
    reply: destinationRegistration.nullable(),
  }),
  myReturn: lxgl.get('/leave/return/mine', { query: mine, reply: returnRegistration.nullable() }),
  signDestination: lxgl.post('/leave/destination/sign', {
    body: destinationInput,
    reply: destinationRegistration,
  }),
  signReturn: lxgl.post('/leave/return/sign', { body: returnInput, reply: returnRegistration }),
  /** Staff: who has registered in a batch, and who not yet. */
  destinationCheck: lxgl.post('/leave/destination/check', {
    body: checkBody,
    reply: listReplyOf(destinationCheckRow),
  }),
  returnCheck: lxgl.post('/leave/return/check', { body: checkBody, reply: listReplyOf(returnCheckRow) }),
};
