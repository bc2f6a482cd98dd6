import type { AffairBatch } from '@campus/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AffairBatchTable, DB } from '../../../db/schema.js';
import { pickRow, pickRows, rowWhere } from '../row-where.js';

/** Batches (批次) and their quotas: the only Kysely calls of batches/. */
type Db = Kysely<DB>;
export type BatchRow = Selectable<AffairBatchTable>;

export function stateOn(
  row: Pick<BatchRow, 'startDate' | 'endDate' | 'closed'>,
  today: string,
): AffairBatch['state'] {
  if (row.closed === 'Y' || today > row.endDate) return 'ended';
  return today < row.startDate ? 'upcoming' : 'open';
}

export function toBatch(row: BatchRow, today: string, applied?: number): AffairBatch {
  return {
    id: row.id,
    module: row.moduleKey,
    academicYear: row.academicYear,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    audience: { grades: JSON.parse(row.grades) as string[], colleges: JSON.parse(row.colleges) as string[] },
    perStudent: row.perStudent,
    publicityDays: row.publicityDays,
    closed: row.closed === 'Y',
    state: stateOn(row, today),
    version: row.version,
    createdAt: row.createdAt,
    ...(applied === undefined ? {} : { applied }),
  };
}

export function batchById(db: Db, tenantId: string, id: string) {
  return rowWhere(db, 'affairBatch', { tenantId, id });
}

/** The batches of some modules, newest window first, optionally of one academic year. */
export function batchesOf(db: Db, tenantId: string, modules: readonly string[], academicYear?: string) {
  if (modules.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('affairBatch')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('moduleKey', 'in', modules);
  if (academicYear) query = query.where('academicYear', '=', academicYear);
  return query.orderBy('startDate', 'desc').orderBy('createdAt', 'desc').limit(200).execute();
}

/** Submitted requests per batch (releases not counted). */
export async function appliedCounts(db: Db, tenantId: string, batchIds: readonly string[]) {
  if (batchIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('affairRequest')
    .select(['batchId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tenantId', '=', tenantId)
    .where('batchId', 'in', batchIds)
    .where('slot', 'is not', null)
    .groupBy('batchId')
    .execute();
  return new Map(rows.map((r) => [r.batchId!, Number(r.count)]));
}

export async function insertBatch(db: Db, row: BatchRow): Promise<void> {
  await db.insertInto('affairBatch').values(row).execute();
}

/** Writes an edit if the batch is still at `version`; false when someone changed it first. */
export async function updateBatch(
  db: Db,
  tenantId: string,
  id: string,
  version: number,
  patch: Partial<Omit<BatchRow, 'id' | 'tenantId' | 'version'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('affairBatch')
    .set({ ...patch, version: sql<number>`version + 1` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function quotasOf(db: Db, tenantId: string, batchId: string) {
  return pickRows(db, 'affairQuota', ['orgId', 'quota', 'used'], { tenantId, batchId });
}

/** Sets a college's quota; never below the places already used. */
export async function setQuota(
  db: Db,
  tenantId: string,
  batchId: string,
  orgId: string,
  quota: number | null,
) {
  const current = await pickRow(db, 'affairQuota', ['used'], { batchId, orgId });
  if (quota === null) {
    await db.deleteFrom('affairQuota').where('batchId', '=', batchId).where('orgId', '=', orgId).execute();
    return;
  }
  if (current) {
    await db
      .updateTable('affairQuota')
      .set({ quota })
      .where('batchId', '=', batchId)
      .where('orgId', '=', orgId)
      .execute();
  } else {
    // Places already passed before a quota was set still count against it.
    const held = await db
      .selectFrom('affairRequest')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('batchId', '=', batchId)
      .where('collegeId', '=', orgId)
      .where('holdsQuota', '=', 'Y')
      .executeTakeFirst();
    await db
      .insertInto('affairQuota')
      .values({ tenantId, batchId, orgId, quota, used: Number(held?.count ?? 0) })
      .execute();
  }
}

/**
 * Takes one of a college's places in a batch, atomically (the update is the check and the lock):
 * 'taken', 'full', or 'unlimited' when the college has no quota in the batch.
 */
export async function takePlace(
  db: Db,
  batchId: string,
  orgId: string,
): Promise<'taken' | 'full' | 'unlimited'> {
  const result = await db
    .updateTable('affairQuota')
    .set({ used: sql<number>`used + 1` })
    .where('batchId', '=', batchId)
    .where('orgId', '=', orgId)
    .where(sql<boolean>`used < quota`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'taken';
  const row = await pickRow(db, 'affairQuota', ['quota'], { batchId, orgId });
  return row ? 'full' : 'unlimited';
}

export async function releasePlace(db: Db, batchId: string, orgId: string): Promise<void> {
  await db
    .updateTable('affairQuota')
    .set({ used: sql<number>`used - 1` })
    .where('batchId', '=', batchId)
    .where('orgId', '=', orgId)
    .where('used', '>', 0)
    .execute();
}
