import type { GroupExtension } from '../../extension.js';
import { leaveAbsences } from './absences.js';
import { seedDemoLeaves } from './demo-leaves.js';
import { leaveExtension } from './extension.js';
import { seedRegistrationBatches } from './registration-batches.js';
import { leaveRoutes } from './routes.js';

/**
 * Leave and return: what leave does beyond the mechanism. Its record is the return (销假) of each
 * leave; its own API cancels a leave, tells who is away today and runs the destination and return
 * registrations; it tells the mechanism who is away on a day (absences.ts); its demo data are
 * leaves in every state and an open registration of each kind.
 */
export default {
  modules: { leave: leaveExtension },
  routes: leaveRoutes,
  absences: leaveAbsences,
  async seed({ db, tenantId, now, accounts, primary }) {
    await seedRegistrationBatches(db, tenantId, now);
    if (primary && accounts.counsellor)
      await seedDemoLeaves(
        db,
        tenantId,
        { counsellor: accounts.counsellor, students: accounts.student },
        now,
      );
  },
} satisfies GroupExtension;
