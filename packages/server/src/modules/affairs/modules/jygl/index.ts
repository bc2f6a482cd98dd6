import type { GroupExtension } from '../../extension.js';
import { employmentRoutes } from './routes.js';
import { seedEmployment } from './seed.js';

/**
 * Employment beyond the mechanism (the destination registration is a plain module): job postings
 * (postings.ts), the destination rates by college and major and the graduate's own registration
 * (rates.ts), and the demo: the employment centre, postings and the cohort's registrations.
 */
export default {
  routes: employmentRoutes,
  seed: seedEmployment,
} satisfies GroupExtension;
