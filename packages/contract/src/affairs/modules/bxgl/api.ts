import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { isAcademicYear } from '../../years.js';
import bxgl from './group.js';

/**
 * The insurance group's own API, under /api/jczy/v3/insurance/ (besides the generic module API):
 *   GET rates?module=&academicYear= -> InsuranceRates staff: enrolled students over all students,
 *                                      per college and per class of the students in their charge
 *   GET mine                        -> MyInsurance    the student's enrolments of this year
 * A student counts as enrolled once their enrolment is approved (the office confirmed it).
 */
const MODULES = bxgl.modules.map((m) => m.key) as [string, ...string[]];

export const rateRow = z.object({
  /** The college's or class's org id. */
  id: z.string(),
  name: z.string(),
  /** The college a class belongs to (classes only). */
  college: z.string().optional(),
  students: z.number(),
  enrolled: z.number(),
  /** Enrolments under way (not yet confirmed). */
  pending: z.number(),
  /** enrolled / students, 0..1 (0 without students). */
  rate: z.number(),
});

export const insuranceRates = z.object({
  module: z.string(),
  academicYear: z.string(),
  totals: rateRow,
  colleges: z.array(rateRow),
  classes: z.array(rateRow),
});

export const INSURANCE_STATES = ['none', 'running', 'enrolled', 'rejected'] as const;

export const myInsurance = z.object({
  academicYear: z.string(),
  modules: z.array(
    z.object({
      module: z.string(),
      state: z.enum(INSURANCE_STATES),
      id: z.string().nullable(),
      payState: z.string().nullable(),
    }),
  ),
});

const jczy = endpointsOf({ service: 'jczy', access: 'signedIn' });

export const insuranceEndpoints = {
  rates: jczy.get('/insurance/rates', {
    query: z.object({
      module: z.enum(MODULES, 'validation.format').default('medicalInsurance'),
      academicYear: z.string().refine(isAcademicYear, 'validation.format').optional(),
    }),
    reply: insuranceRates,
  }),
  mine: jczy.get('/insurance/mine', { reply: myInsurance }),
};
