import type { EDUCATIONS, EMPLOYER_NATURES } from './categories.js';

/**
 * The employment group's own API, under /api/jygl/v3/employment/ (besides the generic module API
 * of `destination`, the graduates' destination registration):
 *   GET  postings?keyword=&open=   -> PostingView[]   job postings (everyone in the school)
 *   GET  postings/:id              -> PostingView
 *   POST postings     PostingInput -> PostingView     the employment centre publishes one
 *   GET  rates?grade=              -> EmploymentRates staff: the cohort's destination rate
 *                                                     (毕业去向落实率) by college and by major, of
 *                                                     the students in their charge
 *   GET  mine                      -> MyDestination   the graduate's latest registration
 * A registration counts once the college has verified it (approved), as settled unless its
 * category is one of UNSETTLED.
 */
export const EMPLOYMENT_STAFF = 'employment_staff';

export type EmployerNature = (typeof EMPLOYER_NATURES)[number];
export type Education = (typeof EDUCATIONS)[number];

export interface PostingInput {
  company: string;
  nature: EmployerNature;
  industry: string;
  position: string;
  headcount: number;
  place: string;
  /** Yuan per month. */
  salaryMin: number;
  salaryMax: number;
  education: Education;
  majors: string;
  /** yyyy-MM-dd, the last day to apply. */
  deadline: string;
  contact: string;
  description: string;
}

export interface PostingView extends PostingInput {
  id: string;
  createdAt: number;
  /** Whether the deadline has not passed (the school's date). */
  open: boolean;
}

export interface RateLine {
  id: string;
  name: string;
  /** The college of a major. */
  college?: string;
  graduates: number;
  /** Verified registrations with a settled destination. */
  settled: number;
  /** Verified registrations, settled or not. */
  verified: number;
  /** Registrations waiting for the college. */
  pending: number;
  /** settled / graduates, 0..1. */
  rate: number;
}

export interface EmploymentRates {
  grade: string;
  /** The grades the caller may choose from, newest last. */
  grades: string[];
  totals: RateLine;
  colleges: RateLine[];
  majors: RateLine[];
  /** Verified registrations by destination category. */
  categories: { category: string; count: number }[];
}

export interface MyDestination {
  state: 'none' | 'running' | 'verified' | 'rejected';
  id: string | null;
  category: string | null;
}
