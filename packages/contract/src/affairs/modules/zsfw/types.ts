import type { LocalizedText } from '../../../forms/types.js';

/**
 * The admissions service's labels; its endpoints and their wire types are declared in api.ts
 * (server: modules/affairs/modules/zsfw).
 */
export type {
  AdmissionProgram,
  AdmissionsHome,
  SignUpInput,
  SignupDetail,
  SignupQuery,
  SignupReview,
  SignupRow,
} from './api.js';

export const CANDIDATE_TYPES = ['general', 'vocational', 'veteran', 'other'] as const;
export type CandidateType = (typeof CANDIDATE_TYPES)[number];

export const SIGNUP_STATES = ['submitted', 'eligible', 'returned', 'ineligible'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];
/** What the office may decide on a sign-up. */
export const REVIEW_STATES = ['eligible', 'returned', 'ineligible'] as const;

/** A programme's texts per language (stored as JSON). */
export type ProgramTexts = LocalizedText;
