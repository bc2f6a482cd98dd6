import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { attachmentRef } from '../../../api/ids.js';
import { groupId } from '../../group-input.js';
import { ACTIVITY_CATEGORIES } from './constants.js';

/**
 * Activities' endpoints under /api/xshd/v3 (server: modules/affairs/modules/xshd/routes.ts): the
 * published activities, the caller's sign-ups or the ones they manage, one activity and what is
 * done to it (sign-up, cancellation, participants, summary, works), and the caller's credits.
 * Who may do which to an activity is the group's rule (the service decides). The sign-in's
 * check-in (activity/checkin/...) is the mechanism's (contract api/affairs/checkin.ts, base
 * '/activity').
 */

/** Published: sign-up open; then closed (sign-up over), running, ended, summarised (credits given); or cancelled. */
const activityStage = z.enum(['signUp', 'closed', 'running', 'ended', 'summarised', 'cancelled']);
export type ActivityStage = z.infer<typeof activityStage>;

const signupStatus = z.enum(['accepted', 'waiting', 'cancelled']);
export type SignupStatus = z.infer<typeof signupStatus>;

const activitySignup = z.object({
  activityId: z.string(),
  status: signupStatus,
  /** Place on the waiting list (1 = next), null unless waiting. */
  position: z.number().nullable(),
  signedInAt: z.number().nullable(),
  credits: z.number().nullable(),
});
export type ActivitySignup = z.infer<typeof activitySignup>;

const activityCard = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  level: z.string(),
  place: z.string(),
  organiser: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  signUpEndsAt: z.number(),
  capacity: z.number(),
  accepted: z.number(),
  waiting: z.number(),
  credits: z.number(),
  acceptsWorks: z.boolean(),
  stage: activityStage,
  mine: activitySignup.nullable(),
});
export type ActivityCard = z.infer<typeof activityCard>;

const activityView = activityCard.extend({
  description: z.string(),
  requestId: z.string(),
  /** The organiser, or staff of the group: may see participants, show the sign-in code, write the summary. */
  manages: z.boolean(),
  /** The check-in point of the sign-in (the organiser shows its code). */
  pointId: z.string().nullable(),
  signedIn: z.number(),
  summary: z.object({ text: z.string(), photos: z.array(attachmentRef), at: z.number() }).nullable(),
});
export type ActivityView = z.infer<typeof activityView>;

/** A student's sign-up as the organiser sees it: who, then where they stand. */
const activityParticipant = z.object({
  studentId: z.string(),
  name: z.string(),
  number: z.string(),
  ...activitySignup.omit({ activityId: true }).shape,
});
export type ActivityParticipant = z.infer<typeof activityParticipant>;

const activityWork = z.object({
  id: z.string(),
  activityId: z.string(),
  studentId: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  files: z.array(attachmentRef),
  updatedAt: z.number(),
});
export type ActivityWork = z.infer<typeof activityWork>;

const text = (min: number, max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(min, min > 1 ? 'validation.minLength' : 'validation.required')
    .max(max, 'validation.maxLength');
/** Uploaded files by id (the server re-reads their names and sizes). */
const files = (max: number) =>
  z
    .array(
      z.object({ id: z.string('validation.required').regex(/^[\w-]{1,64}$/, 'validation.format') }),
      'validation.required',
    )
    .max(max, 'validation.maxCount');

const summaryInput = z.object({ text: text(10, 2000), photos: files(9) });
export type ActivitySummaryInput = z.input<typeof summaryInput>;
const workInput = z.object({ title: text(1, 100), description: text(1, 1000), files: files(5) });
export type ActivityWorkInput = z.input<typeof workInput>;

const myCredits = z.object({
  total: z.number(),
  records: z.array(
    z.object({
      activityId: z.string(),
      name: z.string(),
      category: z.enum(ACTIVITY_CATEGORIES),
      role: z.enum(['participant', 'organiser']),
      credits: z.number(),
      at: z.number(),
    }),
  ),
});
export type MyCredits = z.infer<typeof myCredits>;

const xshd = endpointsOf({ service: 'xshd', access: 'signedIn' });
const oneActivity = endpointsOf({ service: 'xshd', access: 'signedIn', params: z.object({ id: groupId }) });

export const xshdEndpoints = {
  /** Published activities (open), the caller's sign-ups (mine) or the activities they manage (organised). */
  list: xshd.get('/activities', {
    query: z.object({ scope: z.enum(['open', 'mine', 'organised'], 'validation.oneOf').default('open') }),
    reply: z.array(activityCard),
  }),
  /** One published activity, with the caller's sign-up (and, for those who manage it, its point). */
  view: oneActivity.get('/activities/:id', { reply: activityView }),
  /** A student signs up: a place while one is free, else the waiting list; again: the same sign-up. */
  signUp: oneActivity.post('/activities/:id/signUp', { reply: activitySignup }),
  /** Gives up the place (or the place on the waiting list) before the start; the first waiting moves up. */
  cancel: oneActivity.post('/activities/:id/cancel', { reply: activitySignup }),
  /** The organiser and the group's staff: who signed up, waits, signed in, was given credits. */
  participants: oneActivity.get('/activities/:id/participants', { reply: z.array(activityParticipant) }),
  /** The organiser's summary once it has ended: the credits go to everyone with a place who signed in. */
  summarise: oneActivity.post('/activities/:id/summary', { body: summaryInput, reply: activityView }),
  /** A student with a place hands in (or replaces) their work. */
  submitWork: oneActivity.post('/activities/:id/works', { body: workInput, reply: activityWork }),
  /** The works: the organiser and staff see all, a student their own. */
  works: oneActivity.get('/activities/:id/works', { reply: z.array(activityWork) }),
  /** The credits the caller was given, as participant or organiser. */
  credits: xshd.get('/credits/mine', { reply: myCredits }),
};
