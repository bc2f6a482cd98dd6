import type { GroupExtension } from '../../extension.js';
import { appealHooks, liftHooks } from './hooks.js';
import { disciplineRoutes } from './routes.js';
import { sanctionReference } from './sanction-reference.js';
import { seedDiscipline } from './seed.js';

/**
 * Disciplinary records beyond the mechanism: the sanctions themselves (recorded by staff in the
 * mechanism's student_sanction, which scholarships' and honours' eligibility reads; routes.ts,
 * sanctions.ts), the appeal's and the lifting's effect on them (hooks.ts) and the demo records.
 */
export default {
  modules: { sanctionAppeal: appealHooks, sanctionLift: liftHooks },
  routes: disciplineRoutes,
  // Appeals and lifting requests name the sanction: their screens show it to its readers.
  references: { sanction: sanctionReference },
  seed: seedDiscipline,
  // After every group whose demo requests check eligibility (a sanction bars scholarships, honours).
  seedOrder: 90,
} satisfies GroupExtension;
