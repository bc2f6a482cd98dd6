import type { GroupExtension } from '../../extension.js';
import { evaluationRoutes } from './routes.js';
import { seedEvaluation } from './seed.js';
import { evaluationStandings } from './standings.js';

/**
 * Comprehensive evaluation beyond the mechanism: scores computed from the school's weights, the
 * grades, the entered parts and the approved bonus items, ranked in class and major (routes.ts);
 * the `evaluationRank` fact the scholarships' eligibility reads; the demo scores. Seeds after
 * the scholarships, whose demo requests were made before any evaluation.
 */
export default {
  routes: evaluationRoutes,
  facts: { evaluationRank: evaluationStandings },
  seed: seedEvaluation,
  seedOrder: 40,
} satisfies GroupExtension;
