import type { LeavingBatchRef } from '@campus/contract/affairs/jczy';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { LeavingStepTable } from './tables.js';
import { activeStudents } from '../../student-query.js';

/** Leaving batches, their graduates (the students of the batch's grade) and the steps marked (migration 0090). */
type Db = Kysely<DB>;

export interface BatchRow extends LeavingBatchRef {
  grade: string;
}

const batches = (db: Db, tenantId: string) =>
  db
    .selectFrom('leavingBatch')
    .select(['id', 'name', 'graduationYear', 'grade', 'startDate', 'endDate'])
    .where('tenantId', '=', tenantId);

/** The newest batch (of a grade, when given). */
export function currentBatch(db: Db, tenantId: string, grade?: string): Promise<BatchRow | undefined> {
  let query = batches(db, tenantId);
  if (grade !== undefined) query = query.where('grade', '=', grade);
  return query.orderBy('startDate', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

export function batchById(db: Db, tenantId: string, id: string): Promise<BatchRow | undefined> {
  return batches(db, tenantId).where('id', '=', id).executeTakeFirst();
}

export interface GraduateRow {
  studentId: string;
  name: string;
  number: string;
  className: string;
  classPath: string;
}

/** The batch's graduates in the charge (students of classes of its grade), in number order. */
export function graduates(
  db: Db,
  tenantId: string,
  grade: string,
  charge: Charge,
  studentId?: string,
): Promise<GraduateRow[]> {
  let query = activeStudents(db, tenantId)
    .select([
      'u.id as studentId',
      'u.fullname as name',
      'm.number',
      'o.name as className',
      'o.path as classPath',
    ])
    .where('o.type', '=', 'class')
    .where('o.grade', '=', grade)
    .where(inCharge(charge, 'o.path'));
  if (studentId) query = query.where('u.id', '=', studentId);
  return query.orderBy('m.number').execute();
}

export function stepsOf(db: Db, tenantId: string, batchId: string, studentIds?: readonly string[]) {
  let query = db
    .selectFrom('leavingStep')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('batchId', '=', batchId);
  if (studentIds) {
    if (studentIds.length === 0) return Promise.resolve([]);
    query = query.where('studentId', 'in', studentIds);
  }
  return query.execute();
}

/** Marks a step (the row written or changed); "to do" removes the row. */
export async function markStep(db: Db, row: LeavingStepTable): Promise<void> {
  if (row.state === 'todo') {
    await db
      .deleteFrom('leavingStep')
      .where('tenantId', '=', row.tenantId)
      .where('batchId', '=', row.batchId)
      .where('studentId', '=', row.studentId)
      .where('step', '=', row.step)
      .execute();
    return;
  }
  await db
    .insertInto('leavingStep')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['batchId', 'studentId', 'step'])
        .doUpdateSet({ state: row.state, note: row.note, byId: row.byId, byName: row.byName, at: row.at }),
    )
    .execute();
}
