import { counsellorStudents } from '../../demo/counsellor-students.js';
import { demoClock } from '../../demo/clock.js';
import type { GroupExtension } from '../../extension.js';
import { zgdwRoutes } from './routes.js';
import { seedLeadership, seedProfiles, seedTeamRecords, seedTraining } from './seed.js';

/**
 * The political-work team beyond the mechanism: counsellors' profiles and ratios, work logs,
 * confidential talk records and staff training and achievements with the office's approval
 * (routes.ts; no modules, no requests).
 */
export default {
  routes: zgdwRoutes,
  async seed({ db, tenantId, now, accounts }) {
    const clock = demoClock(now);
    await seedLeadership(db, tenantId);
    await seedProfiles(db, tenantId, now);
    if (!accounts.counsellor) return;
    const counsellor = await db
      .selectFrom('appUser as u')
      .innerJoin('tenantMember as m', 'm.userId', 'u.id')
      .select(['u.id', 'u.fullname'])
      .where('m.tenantId', '=', tenantId)
      .where('u.account', '=', accounts.counsellor)
      .executeTakeFirst();
    if (!counsellor) return;
    const students = await counsellorStudents(db, tenantId, accounts.counsellor, accounts.student);
    await seedTeamRecords(
      db,
      tenantId,
      clock,
      counsellor,
      students.map((s) => s.id),
    );
    await seedTraining(db, tenantId, clock, counsellor);
  },
} satisfies GroupExtension;
