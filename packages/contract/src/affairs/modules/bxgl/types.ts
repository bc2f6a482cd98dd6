/**
 * The insurance group's own API, under /api/jczy/v3/insurance/ (besides the generic module API):
 *   GET rates?module=&academicYear= -> InsuranceRates staff: enrolled students over all students,
 *                                      per college and per class of the students in their charge
 *   GET mine                        -> MyInsurance    the student's enrolments of this year
 * A student counts as enrolled once their enrolment is approved (the office confirmed it).
 */

export interface RateRow {
  /** The college's or class's org id. */
  id: string;
  name: string;
  /** The college a class belongs to (classes only). */
  college?: string;
  students: number;
  enrolled: number;
  /** Enrolments under way (not yet confirmed). */
  pending: number;
  /** enrolled / students, 0..1 (0 without students). */
  rate: number;
}

export interface InsuranceRates {
  module: string;
  academicYear: string;
  totals: RateRow;
  colleges: RateRow[];
  classes: RateRow[];
}

export type InsuranceState = 'none' | 'running' | 'enrolled' | 'rejected';

export interface MyInsurance {
  academicYear: string;
  modules: { module: string; state: InsuranceState; id: string | null; payState: string | null }[];
}
