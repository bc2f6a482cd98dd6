import { academicYearOf } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { schoolDate } from '../../../../lib/school-date.js';
import type { GroupExtension } from '../../extension.js';
import { billRows } from './repo.js';
import { owedBy } from './owed.js';
import { feeRoutes } from './routes.js';
import { seedFees } from './seed.js';

/**
 * Fees beyond the mechanism (the group has no requests): bills, payments and deferrals
 * (bills.ts, repo.ts), the bill import on the mechanism's import (bills-import.ts), the API
 * (routes.ts), and the demo: every student's bills for this year and last, after the green
 * channel's requests (zzgl) so a deferral shows on a bill. Other groups read the `bill` fact.
 */
/**
 * Each student's bills up to this academic year, the latest last: a bill imported ahead for a
 * year to come is not the one onboarding's fee step speaks of.
 */
const billsSoFar = (db: Kysely<DB>, tenantId: string, studentIds: readonly string[]) =>
  billRows(db, tenantId, { all: true }, { studentIds })
    .where('b.academicYear', '<=', academicYearOf(schoolDate(Date.now())))
    .orderBy('b.academicYear', 'asc')
    .execute();

export default {
  routes: feeRoutes,
  seed: seedFees,
  seedOrder: 60,
  // Other groups read a student's bill through the mechanism (onboarding's journey and figures):
  // the state of this (or the latest past) academic year's bill, the green channel's deferral counted.
  facts: {
    async bill(db, tenantId, studentIds) {
      const rows = await billsSoFar(db, tenantId, studentIds);
      return new Map(rows.map((row) => [row.studentId, row.state]));
    },
    // What is left to pay on the same bill: a partly paid bill says how much (onboarding's fee step).
    async billOwed(db, tenantId, studentIds) {
      const rows = await billsSoFar(db, tenantId, studentIds);
      return new Map(
        rows.map((row) => [
          row.studentId,
          Math.max(0, Number(row.due) - Number(row.reduced) - Number(row.paid)),
        ]),
      );
    },
    // What leaving school's finance step reads: every bill's outstanding sum, whatever its year.
    feesOwed: owedBy,
  },
} satisfies GroupExtension;
