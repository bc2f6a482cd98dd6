import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { FeesOwed } from '../../facts.js';
import { billRows } from './repo.js';

/**
 * What each student still owes (the `feesOwed` fact): due less reduced less paid over all their
 * bills, in fen, with the years it is for. A deferral (缓缴) puts off the payment, not the debt,
 * so a deferred bill still counts. Students who owe nothing are absent.
 */
export async function owedBy(
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
): Promise<Map<string, FeesOwed>> {
  const rows = await billRows(db, tenantId, { all: true }, { studentIds })
    .orderBy('b.academicYear', 'asc')
    .execute();
  const owed = new Map<string, FeesOwed>();
  for (const row of rows) {
    const left = Number(row.due) - Number(row.reduced) - Number(row.paid);
    if (left <= 0) continue;
    const mine = owed.get(row.studentId) ?? { amount: 0, academicYears: [] };
    mine.amount += left;
    mine.academicYears.push(row.academicYear);
    owed.set(row.studentId, mine);
  }
  return owed;
}
