import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AffairPayoutTable, AffairRequestTable, DB } from '../../../db/schema.js';
import { rowWhere } from '../row-where.js';

/** Each submitted request's standing beside its instance: the only Kysely calls of standing/. */
type Db = Kysely<DB>;
export type RequestRow = Selectable<AffairRequestTable>;

export function requestOf(db: Db, instanceId: string) {
  return rowWhere(db, 'affairRequest', { instanceId });
}

export async function insertRequest(db: Db, row: Insertable<AffairRequestTable>): Promise<void> {
  await db.insertInto('affairRequest').values(row).execute();
}

export async function updateRequest(db: Db, instanceId: string, patch: Updateable<AffairRequestTable>) {
  await db.updateTable('affairRequest').set(patch).where('instanceId', '=', instanceId).execute();
}

/** The slots a student's other live applications hold in a batch. */
export async function takenSlots(db: Db, batchId: string, studentId: string, instanceId: string) {
  const rows = await db
    .selectFrom('affairRequest')
    .select('slot')
    .where('batchId', '=', batchId)
    .where('studentId', '=', studentId)
    .where('instanceId', '<>', instanceId)
    .where('slot', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.slot!));
}

/** Whether any open task of the instance was sent back "directly" (it returns to the sender). */
export async function returnsDirectly(db: Db, instanceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bpmTask')
    .select('id')
    .where('instanceId', '=', instanceId)
    .where('status', '=', 'pending')
    .where('backToNode', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPayouts(db: Db, rows: Insertable<AffairPayoutTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('affairPayout').values(rows).execute();
}

/** Payouts not made yet are withdrawn with the award (an upheld objection). */
export async function dropPendingPayouts(db: Db, instanceId: string): Promise<void> {
  await db
    .deleteFrom('affairPayout')
    .where('requestId', '=', instanceId)
    .where('state', '=', 'pending')
    .execute();
}
