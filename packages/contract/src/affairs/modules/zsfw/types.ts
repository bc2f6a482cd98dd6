import type { LocalizedText } from '../../../forms/types.js';

/**
 * The admissions service's API under /api/zsfw/v3/admissions/ (server: modules/affairs/modules/zsfw):
 *   GET  admissions/home           the programmes (open ones first) and the caller's sign-ups
 *   POST admissions/signup         SignUpInput: in the programme's window, once per ID number
 *   GET  admissions/detail?id=     a sign-up: the signer's own, or any for the admissions office
 *   POST admissions/list           the office: sign-ups filtered, ID number and phone masked
 *   POST admissions/review         the office: {id, state, note}
 *   POST admissions/export         the office: the list as a spreadsheet (masked)
 */
export const CANDIDATE_TYPES = ['general', 'vocational', 'veteran', 'other'] as const;
export type CandidateType = (typeof CANDIDATE_TYPES)[number];

export const SIGNUP_STATES = ['submitted', 'eligible', 'returned', 'ineligible'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];
/** What the office may decide on a sign-up. */
export const REVIEW_STATES = ['eligible', 'returned', 'ineligible'] as const;

export interface AdmissionProgram {
  id: string;
  title: string;
  summary: string;
  majors: string[];
  places: number;
  opens: string;
  closes: string;
  contact: string;
  open: boolean;
  signups: number;
}

export interface SignUpInput {
  programId: string;
  name: string;
  idNumber: string;
  mobile: string;
  examNumber: string;
  candidateType: CandidateType;
  province: string;
  school: string;
  major1: string;
  major2?: string;
}

export interface SignupRow {
  id: string;
  programId: string;
  programTitle: string;
  name: string;
  /** Masked in the office's list; whole on the detail. */
  idNumber: string;
  mobile: string;
  candidateType: CandidateType;
  province: string;
  major1: string;
  major2: string | null;
  state: SignupState;
  createdAt: number;
}

export interface SignupDetail extends SignupRow {
  examNumber: string;
  school: string;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
  /** Whether the caller may decide it (the office, while submitted or returned). */
  mayReview: boolean;
}

export interface AdmissionsHome {
  programs: AdmissionProgram[];
  mine: SignupRow[];
}

export interface SignupQuery {
  programId?: string;
  major?: string;
  candidateType?: CandidateType;
  state?: SignupState;
  keyword?: string;
}

/** A programme's texts per language (stored as JSON). */
export type ProgramTexts = LocalizedText;
