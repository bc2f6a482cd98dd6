import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { ACTIVITY_CATEGORIES } from './types.js';

/**
 * Activities' endpoints under /api/xshd/v3 (server: modules/affairs/modules/xshd/routes.ts): the
 * published activities, the caller's sign-ups or the ones they manage, and the caller's credits.
 * One activity and what is done to it (activities/:id/...) are addressed by a path parameter,
 * which declarations do not have yet: they stay as they were (types.ts); the sign-in's check-in
 * (activity/checkin/...) is the mechanism's.
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

const endpoint = { service: 'xshd', access: 'signedIn' } as const;

export const xshdEndpoints = {
  /** Published activities (open), the caller's sign-ups (mine) or the activities they manage (organised). */
  list: defineEndpoint({
    ...endpoint,
    method: 'GET',
    path: '/activities',
    query: z.object({ scope: z.enum(['open', 'mine', 'organised'], 'validation.oneOf').default('open') }),
    reply: z.array(activityCard),
  }),
  /** The credits the caller was given, as participant or organiser. */
  credits: defineEndpoint({ ...endpoint, method: 'GET', path: '/credits/mine', reply: myCredits }),
};
