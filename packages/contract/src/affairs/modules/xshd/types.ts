/**
 * Activities' own API under /api/xshd/v3 (server: modules/affairs/modules/xshd). Holding an
 * activity is the `holdActivity` module's request (counsellor, then college); its approval
 * publishes the activity with a sign-up list of `capacity` places and a waiting list behind them
 * (the first waiting student takes a place someone gives up), a check-in point of the mechanism
 * for the sign-in (the organiser shows its rotating code), and after the activity the organiser's
 * summary with photos, which grants the activity's credits to everyone who signed in. The
 * endpoints and their wire types are declared in api.ts.
 *   GET  activities?scope=open|mine|organised   -> ActivityCard[]
 *   GET  activities/:id                          -> ActivityView
 *   POST activities/:id/signUp                   -> ActivitySignup   (a second time: the same one)
 *   POST activities/:id/cancel                   -> ActivitySignup   (the first waiting moves up)
 *   GET  activities/:id/participants             -> ActivityParticipant[] (organiser, staff)
 *   POST activities/:id/summary  ActivitySummaryInput -> ActivityView  (organiser; once ended)
 *   POST activities/:id/works    ActivityWorkInput    -> ActivityWork  (a student signed up; again: replaces)
 *   GET  activities/:id/works                    -> ActivityWork[]   (organiser, staff; a student: their own)
 *   GET  credits/mine                            -> MyCredits
 *   activity/checkin/...                         the mechanism's check-in (contract affairs/checkin.ts)
 */
export * from './constants.js';

export type {
  ActivityCard,
  ActivityParticipant,
  ActivitySignup,
  ActivityStage,
  ActivitySummaryInput,
  ActivityView,
  ActivityWork,
  ActivityWorkInput,
  MyCredits,
  SignupStatus,
} from './api.js';
