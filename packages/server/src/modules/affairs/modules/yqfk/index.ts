import type { GroupExtension } from '../../extension.js';
import { onlyFromReport } from './follow-up.js';
import { healthRoutes } from './routes.js';
import { seedHealthReports } from './demo.js';

/**
 * Epidemic control: the daily health report and its overview (routes.ts), the follow-up module
 * that only an abnormal report starts (follow-up.ts), the demo history of one class (demo.ts).
 */
export default {
  routes: (db) => healthRoutes(db),
  modules: { healthFollowUp: { beforeSubmit: onlyFromReport } },
  seed: seedHealthReports,
  // After the demo world's classes and counsellors exist; reads no other group's records.
  seedOrder: 60,
} satisfies GroupExtension;
