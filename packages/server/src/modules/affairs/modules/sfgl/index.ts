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
export default {
  routes: feeRoutes,
  seed: seedFees,
  seedOrder: 60,
  // Other groups read a student's bill through the mechanism (onboarding's journey and figures):
  // the state of the latest academic year's bill, the green channel's deferral counted.
  facts: {
    async bill(db, tenantId, studentIds) {
      const rows = await billRows(db, tenantId, { all: true }, { studentIds })
        .orderBy('b.academicYear', 'asc')
        .execute();
      return new Map(rows.map((row) => [row.studentId, row.state]));
    },
    // What is left to pay on the same bill: a partly paid bill says how much (onboarding's fee step).
    async billOwed(db, tenantId, studentIds) {
      const rows = await billRows(db, tenantId, { all: true }, { studentIds })
        .orderBy('b.academicYear', 'asc')
        .execute();
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
