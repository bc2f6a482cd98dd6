/**
 * The admissions service's candidate types and sign-up states, read by its declarations (api.ts)
 * and by both sides (types.ts re-exports them).
 */

export const CANDIDATE_TYPES = ['general', 'vocational', 'veteran', 'other'] as const;
export type CandidateType = (typeof CANDIDATE_TYPES)[number];

export const SIGNUP_STATES = ['submitted', 'eligible', 'returned', 'ineligible'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];
/** What the office may decide on a sign-up. */
export const REVIEW_STATES = ['eligible', 'returned', 'ineligible'] as const;
