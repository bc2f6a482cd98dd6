import type { GroupExtension } from '../../extension.js';
import { seedFinancialAid } from './seed.js';
import { workStudyApplication, workStudyEmployer, workStudyResignation } from './work-study/placement.js';
import { workStudyRoutes } from './work-study/routes.js';

/**
 * Financial aid beyond the mechanism: work-study (posts with places, placements on approval,
 * monthly hours within the school's caps, resignations that free the place; work-study/), and
 * its demo data (recognition first: the scholarships' demo reads the levels it leaves on record).
 */
export default {
  modules: { workStudy: workStudyApplication, resignation: workStudyResignation },
  lookups: { workStudyEmployer },
  routes: workStudyRoutes,
  seedOrder: 10,
  seed: seedFinancialAid,
} satisfies GroupExtension;
