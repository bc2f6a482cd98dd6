import { demoClock } from '../../demo/clock.js';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import type { GroupExtension } from '../../extension.js';
import { seedCollections } from './demo.js';
import { collectionRoutes } from './routes.js';

/**
 * Information collection: its own API (routes.ts, collections.ts) and its demo (demo.ts) in the
 * first school, by the demo office and counsellor.
 */
export default {
  routes: collectionRoutes,
  async seed({ db, tenantId, now, accounts, primary }) {
    if (!primary || !accounts.counsellor) return;
    const people = await db
      .selectFrom('appUser')
      .select(['id', 'fullname as name', 'account'])
      .where('account', 'in', ['office', accounts.counsellor])
      .execute();
    const office = people.find((p) => p.account === 'office');
    const counsellor = people.find((p) => p.account === accounts.counsellor);
    if (!office || !counsellor) return;
    const classes = await db
      .selectFrom('orgDuty')
      .select('orgId')
      .where('tenantId', '=', tenantId)
      .where('userId', '=', counsellor.id)
      .where('duty', '=', 'counsellor')
      .execute();
    const students = await counsellorStudents(db, tenantId, accounts.counsellor, accounts.student);
    await seedCollections(
      db,
      tenantId,
      demoClock(now),
      { office, counsellor, classIds: classes.map((c) => c.orgId) },
      students,
    );
  },
} satisfies GroupExtension;
