import { counsellorStudents } from '../../demo/counsellor-students.js';
import { demoClock } from '../../demo/clock.js';
import type { GroupExtension } from '../../extension.js';
import { changeExtension } from './changes.js';
import { seedChanges, seedProfiles } from './demo.js';
import { studentInfoRoutes } from './routes.js';
import { idNumbersOf } from './id-numbers.js';

/**
 * Student information beyond the mechanism: the change requests' before/after and their approval
 * written to the record (changes.ts), the staff's query with masking by who may see what
 * (students.ts), its own API (routes.ts) and its demo (every student's profile, changes in every
 * state for the demo counsellor).
 */
const seedOf = (code: string) => [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 13);

export default {
  modules: { infoPhone: changeExtension, infoAddress: changeExtension, infoBankCard: changeExtension },
  routes: studentInfoRoutes,
  // Forms that need the ID number (insurance) take it from the record, through the mechanism.
  facts: { idNumber: idNumbersOf },
  async seed({ db, tenantId, now, accounts, primary }) {
    const tenant = await db
      .selectFrom('tenant')
      .select('code')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    await seedProfiles(db, tenantId, seedOf(tenant.code), now);
    if (!primary || !accounts.counsellor) return;
    const students = await counsellorStudents(db, tenantId, accounts.counsellor, accounts.student);
    await seedChanges(db, tenantId, demoClock(now), students);
  },
} satisfies GroupExtension;
