import { LEAVE_MODULE } from './leave-module.js';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { BpmInstance, DB } from '../../../../db/schema.js';
import type { LeaveReturn } from './record.js';
import { rowWhere } from '../../row-where.js';

/** Leave's own queries: returns (销假) and the approved leaves a counsellor keeps an eye on. */
type Db = Kysely<DB>;

const PROCESS = LEAVE_MODULE.processKey;

/** The returns of these leaves, by leave (instance) id. */
export async function returnsOf(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, LeaveReturn>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('leaveRecord')
    .select(['id', 'returnedAt'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { returnedAt: r.returnedAt }]));
}

export async function insertReturn(
  db: Db,
  row: { id: string; tenantId: string; studentId: string; returnedAt: number; returnNote: string | null },
): Promise<void> {
  await db
    .insertInto('leaveRecord')
    .values({ ...row, createdAt: row.returnedAt })
    .execute();
}

export function leaveOf(db: Db, tenantId: string, id: string) {
  return rowWhere(db, 'bpmInstance', { tenantId, defKey: PROCESS, id });
}

/**
 * Approved leaves the students have not cancelled yet: those under way, ahead, or overdue. Of
 * the students in a charge, or of some students. Few per student at any time, however old the
 * school's history, so the period (a form value) is read in code rather than in SQL.
 */
export function openApprovedLeaves(
  db: Db,
  tenantId: string,
  whose: { charge: Charge } | { studentIds: readonly string[] },
): Promise<BpmInstance[]> {
  let query = db
    .selectFrom('bpmInstance as i')
    .selectAll('i')
    .where('i.tenantId', '=', tenantId)
    .where('i.defKey', '=', PROCESS)
    .where('i.status', '=', 'end')
    .where('i.result', '=', 'agree')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('leaveRecord as r').select('r.id').whereRef('r.id', '=', 'i.id'))),
    );
  if ('studentIds' in whose) {
    if (whose.studentIds.length === 0) return Promise.resolve([]);
    query = query.where('i.starterId', 'in', [...new Set(whose.studentIds)]);
  } else {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tenantMember as m')
          .innerJoin('org as o', 'o.id', 'm.orgId')
          .select('m.userId')
          .whereRef('m.tenantId', '=', 'i.tenantId')
          .whereRef('m.userId', '=', 'i.starterId')
          .where(inCharge(whose.charge, 'o.path')),
      ),
    );
  }
  return query.orderBy('i.createdAt').execute();
}

/** How many leaves each student submitted since `since` (drafts aside). */
export async function recentLeaveCounts(
  db: Db,
  tenantId: string,
  studentIds: readonly string[],
  since: number,
): Promise<Map<string, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bpmInstance')
    .select(['starterId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tenantId', '=', tenantId)
    .where('defKey', '=', PROCESS)
    .where('status', '<>', 'draft')
    .where('starterId', 'in', [...new Set(studentIds)])
    .where('createdAt', '>=', since)
    .groupBy('starterId')
    .execute();
  return new Map(rows.map((r) => [r.starterId, Number(r.count)]));
}
