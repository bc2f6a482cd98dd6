import { demoClock } from '../../demo/clock.js';
import type { GroupExtension } from '../../extension.js';
import { seedAdmissions } from './demo.js';
import { admissionsRoutes } from './routes.js';

/** The admissions service: its own API (routes.ts, admissions.ts) and its demo in the first school. */
export default {
  routes: admissionsRoutes,
  async seed({ db, tenantId, now, primary }) {
    if (!primary) return;
    const office = await db
      .selectFrom('appUser')
      .select('fullname')
      .where('account', '=', 'office')
      .executeTakeFirst();
    await seedAdmissions(db, tenantId, demoClock(now), office?.fullname ?? '招生办公室');
  },
} satisfies GroupExtension;
