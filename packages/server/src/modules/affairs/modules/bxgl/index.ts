import type { GroupExtension } from '../../extension.js';
import { insuranceRoutes } from './routes.js';
import { seedInsurance } from './seed.js';

/**
 * Insurance beyond the mechanism: the enrolment rates per college and class and the student's
 * own enrolments of the year (routes.ts, rates.ts), and the first school's demo enrolments.
 */
export default {
  routes: insuranceRoutes,
  seed: seedInsurance,
  // After student information (50): the enrolments carry the ID numbers on the students' records.
  seedOrder: 55,
} satisfies GroupExtension;
