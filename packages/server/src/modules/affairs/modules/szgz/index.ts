import { counsellorStudents } from '../../demo/counsellor-students.js';
import { demoClock } from '../../demo/clock.js';
import type { GroupExtension } from '../../extension.js';
import { szgzRoutes } from './routes.js';
import { seedAssessment, seedMoral } from './seed.js';

/**
 * Ideological work with students beyond the mechanism: the moral-education class (sessions,
 * sign-ups with places and a waiting list, attendance, points per term) and the anonymous
 * assessment of counsellors by their students (routes.ts; no modules, no requests).
 */
export default {
  routes: szgzRoutes,
  async seed({ db, tenantId, now, accounts }) {
    const clock = demoClock(now);
    const named = await db
      .selectFrom('appUser as u')
      .innerJoin('tenantMember as m', 'm.userId', 'u.id')
      .select(['u.id', 'u.account', 'u.fullname'])
      .where('m.tenantId', '=', tenantId)
      .where('u.account', 'in', [...accounts.student, accounts.counsellor ?? ''])
      .execute();
    const counsellor = named.find((n) => n.account === accounts.counsellor);
    const demoStudents = named.filter((n) => n.account !== accounts.counsellor).map((n) => n.id);
    const students = counsellor
      ? (await counsellorStudents(db, tenantId, counsellor.account, accounts.student)).map((s) => s.id)
      : [];
    if (counsellor)
      await seedMoral(db, tenantId, clock, { id: counsellor.id, name: counsellor.fullname }, [
        ...demoStudents,
        ...students,
      ]);
    await seedAssessment(db, tenantId, clock, new Set(demoStudents));
  },
} satisfies GroupExtension;
