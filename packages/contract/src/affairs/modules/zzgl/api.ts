import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import {
  groupId as id,
  optionalText,
  requiredText as text,
  tenCharDay as day,
  wholeNumber as whole,
} from '../../group-input.js';
import { isMonth } from './months.js';

/**
 * Work-study's own API, under /api/zzgl/v3/workStudy/ (besides the generic module API; what it is:
 * work-study.ts):
 *   GET  index                       -> WorkStudyIndex   anyone in the school: posts taking students
 *   GET  mine                        -> WorkStudyMine    a student: posts held, hours and pay by month
 *   GET  posts                       -> WorkStudyStaffPosts  the centre: every post; a supervisor: theirs
 *   GET  staff?orgId=                -> WorkStudyPerson[]    the centre: who may supervise in a department
 *   POST post/save {WorkStudyPostInput} -> WorkStudyPost  the centre publishes or edits a post
 *   POST post/close {id}             -> WorkStudyPost    the centre stops taking applications
 *   GET  hours?month=yyyy-MM&postId= -> WorkStudyHoursSheet  placements on the caller's posts that month
 *   POST hours/log {WorkStudyHoursInput} -> WorkStudyHours  the supervisor or the centre logs hours
 *   POST hours/confirm {ids}         -> WorkStudyHours[] the centre confirms (caps checked again)
 */
const month = z.string('validation.required').refine(isMonth, 'validation.format');

export const workStudyPost = z.object({
  id: z.string(),
  /** The employing department (an org of the school). */
  departmentId: z.string(),
  departmentName: z.string(),
  title: z.string(),
  duties: z.string(),
  location: z.string().nullable(),
  places: z.number(),
  /** Students on the post now. */
  filled: z.number(),
  /** Yuan an hour. */
  hourlyRate: z.number(),
  /** The hours the post offers a month (at most the school's monthly cap). */
  hoursPerMonth: z.number(),
  /** The period of work, yyyy-MM-dd. */
  startDate: z.string(),
  endDate: z.string(),
  supervisorId: z.string(),
  supervisorName: z.string(),
  status: z.enum(['open', 'closed']),
  /** Open, its period not over and a place free: a student may apply now. */
  accepting: z.boolean(),
});

export const workStudyPostInput = z
  .object({
    /** Absent: a new post. */
    id: id.optional(),
    departmentId: id,
    title: text(100),
    duties: text(1000),
    location: optionalText(200),
    places: whole(1, 500),
    hourlyRate: z
      .number('validation.number')
      .positive('validation.min')
      .max(1000, 'validation.max')
      .refine((v) => Math.round(v * 100) === v * 100, 'validation.format'),
    hoursPerMonth: whole(1, 200),
    startDate: day,
    endDate: day,
    supervisorId: id,
  })
  .refine((b) => b.endDate >= b.startDate, { message: 'validation.dateOrder', path: ['endDate'] });

/** The school's figures work-study keeps to (the workStudy module's settings). */
export const workStudyCaps = z.object({
  maxHoursWeek: z.number(),
  maxHoursMonth: z.number(),
  minHourlyPay: z.number(),
  /** Posts a student may hold at once. */
  maxPosts: z.number(),
});

/** Where the caller stands with a post: an application under review, or on the post. */
export const workStudyStanding = z.object({
  postId: z.string(),
  postTitle: z.string(),
  state: z.enum(['applied', 'placed']),
  /** The application (its detail). */
  requestId: z.string(),
});

export const workStudyIndex = z.object({
  caps: workStudyCaps,
  /** Open posts whose period is not over, those with free places first. */
  posts: z.array(workStudyPost),
  mine: z.array(workStudyStanding),
  /** The caller is someone who applies (a student). */
  mayApply: z.boolean(),
});

export const workStudyPlacement = z.object({
  id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  departmentName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  className: z.string(),
  /** The application that placed the student. */
  requestId: z.string(),
  startDate: z.string(),
  /** The last working day, once the placement has ended or an approved resignation names it. */
  endDate: z.string().nullable(),
  status: z.enum(['active', 'ended']),
  endReason: z.enum(['resigned', 'dismissed']).nullable(),
  hourlyRate: z.number(),
});

/** One calendar week (Monday to Sunday) as far as it lies in a month. */
export const monthWeek = z.object({
  /** The Monday that starts the week (may be in the month before). */
  start: z.string(),
  /** The week's first and last day within the month. */
  from: z.string(),
  to: z.string(),
});

export const weekHours = monthWeek.extend({ hours: z.number() });

/** A student's hours on one post in one month (工时), and their pay. */
export const workStudyHours = z.object({
  id: z.string(),
  placementId: z.string(),
  postId: z.string(),
  studentId: z.string(),
  /** yyyy-MM */
  month: z.string(),
  weeks: z.array(weekHours),
  hours: z.number(),
  /** Yuan an hour when logged. */
  rate: z.number(),
  /** hours x rate, in yuan. */
  pay: z.number(),
  status: z.enum(['logged', 'confirmed']),
  note: z.string().nullable(),
  loggedByName: z.string(),
  loggedAt: z.number(),
  confirmedAt: z.number().nullable(),
  /** Paid out (the payout query shows the payment). */
  paid: z.boolean(),
});

export const workStudyMinePlacement = workStudyPlacement.extend({
  /** Newest month first. */
  months: z.array(workStudyHours),
  totalHours: z.number(),
  /** Confirmed pay only. */
  totalPay: z.number(),
  /** A resignation under review. */
  resigning: z.boolean(),
});

export const workStudyMine = z.object({
  caps: workStudyCaps,
  /** Active placements first, then ended ones, newest first. */
  placements: z.array(workStudyMinePlacement),
  /** Applications under review, by post. */
  applications: z.array(workStudyStanding),
});

export const workStudyPerson = z.object({ id: z.string(), name: z.string() });

export const workStudyStaffPost = workStudyPost.extend({
  /** Students on the post now. */
  placements: z.array(workStudyPlacement),
});

export const workStudyStaffPosts = z.object({
  /** The centre: every post, open ones first; a supervisor: the posts they supervise. */
  posts: z.array(workStudyStaffPost),
  /** Publishes, edits and closes posts, confirms hours. */
  mayManage: z.boolean(),
  /** Departments a post may belong to (for the centre's editor). */
  departments: z.array(workStudyPerson),
  caps: workStudyCaps,
});

export const workStudyHoursRow = z.object({
  placement: workStudyPlacement,
  /** Hours logged on this post this month, if any. */
  hours: workStudyHours.nullable(),
  /** The student's hours this month on every post (the monthly cap counts them all). */
  monthHours: z.number(),
});

export const workStudyHoursSheet = z.object({
  month: z.string(),
  weeks: z.array(monthWeek),
  caps: workStudyCaps,
  rows: z.array(workStudyHoursRow),
  mayConfirm: z.boolean(),
});

// Hours in halves: 0, 0.5, 1 ... at most a week's 168.
const hoursOfWeek = z
  .number('validation.number')
  .min(0, 'validation.min')
  .max(168, 'validation.max')
  .refine((v) => Number.isInteger(v * 2), 'validation.format');

export const workStudyHoursInput = z.object({
  placementId: id,
  /** yyyy-MM */
  month,
  /** Hours for each week of monthWeeks(month), in order (halves allowed). */
  weeks: z.array(hoursOfWeek, 'validation.required').min(1, 'validation.required').max(6, 'validation.max'),
  note: optionalText(500),
});

const zzgl = endpointsOf({ service: 'zzgl', access: 'signedIn' });

export const workStudyEndpoints = {
  index: zzgl.get('/workStudy/index', { reply: workStudyIndex }),
  mine: zzgl.get('/workStudy/mine', { reply: workStudyMine }),
  posts: zzgl.get('/workStudy/posts', { reply: workStudyStaffPosts }),
  supervisors: zzgl.get('/workStudy/staff', {
    query: z.object({ orgId: id }),
    reply: z.array(workStudyPerson),
  }),
  savePost: zzgl.post('/workStudy/post/save', { body: workStudyPostInput, reply: workStudyPost }),
  closePost: zzgl.post('/workStudy/post/close', { body: z.object({ id }), reply: workStudyPost }),
  hours: zzgl.get('/workStudy/hours', {
    query: z.object({ month, postId: id.optional() }),
    reply: workStudyHoursSheet,
  }),
  logHours: zzgl.post('/workStudy/hours/log', { body: workStudyHoursInput, reply: workStudyHours }),
  confirmHours: zzgl.post('/workStudy/hours/confirm', {
    body: z.object({
      ids: z.array(id, 'validation.required').min(1, 'validation.required').max(200, 'validation.max'),
    }),
    reply: z.array(workStudyHours),
  }),
};
