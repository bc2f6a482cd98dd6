import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { MODES, OUTCOMES, RISKS, STAT_DIMENSIONS, TOPICS } from './constants.js';

/**
 * The counselling group's own endpoints under /api/zxgl/v3/counselling (server:
 * modules/affairs/modules/zxgl/routes.ts): slots and bookings for students (a booking's cancel and
 * reveal), the schedule and the confidential session records for the centre's staff, the course
 * list for everyone and the counts for the centre and the office (who may do which: the group's
 * rule, decided by the services).
 */

const id = z.string('validation.required').regex(/^[0-9A-Za-z_-]{1,32}$/, 'validation.format');
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const optionalText = (max: number) =>
  z.string('validation.format').trim().max(max, 'validation.maxLength').optional();

const bookingStatus = z.enum(['booked', 'cancelled', 'done', 'noShow']);
export type BookingStatus = z.infer<typeof bookingStatus>;

const slotView = z.object({
  id: z.string(),
  counsellorId: z.string(),
  counsellorName: z.string(),
  startsAt: z.number(),
  minutes: z.number(),
  place: z.string(),
  mode: z.enum(MODES),
  booked: z.boolean(),
});
export type SlotView = z.infer<typeof slotView>;

const bookInput = z.object({
  slotId: id,
  topic: z.enum(TOPICS, 'validation.oneOf'),
  description: optionalText(1000),
  phone: z.string('validation.required').regex(/^1\d{10}$/, 'validation.format'),
  /** Nothing that identifies the student reaches the centre's staff until they reveal it. */
  anonymous: z.boolean('validation.format').optional(),
});
export type BookInput = z.input<typeof bookInput>;

const bookingView = z.object({
  id: z.string(),
  slot: slotView,
  topic: z.enum(TOPICS),
  description: z.string().nullable(),
  anonymous: z.boolean(),
  /** An anonymous booking whose student has shown the counsellor who they are. */
  revealed: z.boolean(),
  status: bookingStatus,
  createdAt: z.number(),
  /** Whether the student may still cancel it. */
  cancellable: z.boolean(),
});
export type BookingView = z.infer<typeof bookingView>;

const slotInput = z.object({
  startsAt: z.number('validation.number').int('validation.format').min(0, 'validation.min'),
  minutes: z
    .number('validation.number')
    .int('validation.format')
    .min(20, 'validation.min')
    .max(120, 'validation.max'),
  place: text(100),
  mode: z.enum(MODES, 'validation.oneOf'),
});
export type SlotInput = z.input<typeof slotInput>;

/**
 * A counsellor's slot with its booking. An anonymous booking shows nothing that identifies the
 * student (name, phone: null) until the student reveals it (server: zxgl/disclosure.ts).
 */
const scheduleSlot = slotView.extend({
  booking: z
    .object({
      id: z.string(),
      studentName: z.string().nullable(),
      phone: z.string().nullable(),
      anonymous: z.boolean(),
      topic: z.enum(TOPICS),
      description: z.string().nullable(),
      status: bookingStatus,
      recorded: z.boolean(),
    })
    .nullable(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlot>;

const courseView = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['course', 'lecture', 'group']),
  teacher: z.string(),
  startsAt: z.number(),
  place: z.string(),
  capacity: z.number(),
  description: z.string(),
});
export type CourseView = z.infer<typeof courseView>;

const counts = z.object({
  bookings: z.number(),
  done: z.number(),
  cancelled: z.number(),
  noShow: z.number(),
  upcoming: z.number(),
});
/** Per counsellor, topic or college: counts only. */
const statRow = counts.extend({
  key: z.string(),
  /** The counsellor's or college's name; a topic's key (the screen names it). */
  label: z.string(),
});
export type StatRow = z.infer<typeof statRow>;

const counsellingStats = z.object({ by: z.enum(STAT_DIMENSIONS), rows: z.array(statRow), totals: counts });
export type CounsellingStats = z.infer<typeof counsellingStats>;

const recordInput = z.object({
  outcome: z.enum(OUTCOMES, 'validation.oneOf'),
  summary: text(4000),
  assessment: optionalText(2000),
  risk: z.enum(RISKS, 'validation.oneOf'),
  plan: optionalText(2000),
  referral: z.boolean('validation.format').optional(),
});
export type RecordInput = z.output<typeof recordInput>;

/** A session's confidential record: what the counsellor wrote, and who wrote it when. */
const sessionRecord = z.object({
  bookingId: z.string(),
  outcome: z.enum(OUTCOMES),
  summary: z.string(),
  assessment: z.string().optional(),
  risk: z.enum(RISKS),
  plan: z.string().optional(),
  referral: z.boolean(),
  writerName: z.string(),
  writtenAt: z.number(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

const booking = z.object({ id });

const zxgl = endpointsOf({ service: 'zxgl', access: 'signedIn' });

export const zxglEndpoints = {
  /** Open slots of the coming weeks (students): open or taken, never by whom. */
  slots: zxgl.get('/counselling/slots', { reply: z.array(slotView) }),
  /** Books a slot: one booking per slot, one upcoming booking per student. */
  book: zxgl.post('/counselling/bookings', { body: bookInput, reply: bookingView }),
  /** The student's bookings. */
  mine: zxgl.get('/counselling/bookings/mine', { reply: z.array(bookingView) }),
  /** Counselling staff: their slots and bookings. */
  schedule: zxgl.get('/counselling/schedule', { reply: z.array(scheduleSlot) }),
  /** Counselling staff publish a slot. */
  addSlot: zxgl.post('/counselling/slots', { body: slotInput, reply: scheduleSlot }),
  /** Mental-health courses and group sessions (everyone in the school). */
  courses: zxgl.get('/counselling/courses', { reply: z.array(courseView) }),
  /** Counts only, never names or content. */
  statistics: zxgl.get('/counselling/statistics', {
    query: z.object({ by: z.enum(STAT_DIMENSIONS, 'validation.oneOf') }),
    reply: counsellingStats,
  }),
  /** The student cancels their booking up to CANCEL_HOURS ahead. */
  cancel: zxgl.post('/counselling/bookings/:id/cancel', { params: booking, reply: bookingView }),
  /** The student shows the counsellor who they are (an anonymous booking; once, for good). */
  reveal: zxgl.post('/counselling/bookings/:id/reveal', { params: booking, reply: bookingView }),
  /** Confidential: counselling staff only (anyone else is answered as for no record). */
  record: zxgl.get('/counselling/bookings/:id/record', { params: booking, reply: sessionRecord }),
  /** The slot's counsellor records the session once it has begun, or corrects the record. */
  writeRecord: zxgl.put('/counselling/bookings/:id/record', {
    params: booking,
    body: recordInput,
    reply: sessionRecord,
  }),
};
