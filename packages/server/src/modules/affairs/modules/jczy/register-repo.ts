import type { RegisterEntry } from '@campus/contract/affairs/jczy';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { ClassRegisterTable } from './tables.js';
import { rowWhere } from '../../row-where.js';

/** The class register's rows (migration 0090): one per class and day. */
type Db = Kysely<DB>;

export const toEntry = (row: Selectable<ClassRegisterTable>, className: string): RegisterEntry => ({
  id: row.id,
  classId: row.classId,
  className,
  date: row.date,
  lessons: row.lessons,
  absences: row.absences,
  notes: row.notes,
  recorderName: row.recorderName,
  comment: row.comment,
  commentBy: row.commentBy,
  version: row.version,
  updatedAt: row.updatedAt,
});

export function entriesOf(db: Db, tenantId: string, classId: string, limit = 60) {
  return db
    .selectFrom('classRegister')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('classId', '=', classId)
    .orderBy('date', 'desc')
    .limit(limit)
    .execute();
}

export function entryOfDay(db: Db, tenantId: string, classId: string, date: string) {
  return rowWhere(db, 'classRegister', { tenantId, classId, date });
}

export function entryById(db: Db, tenantId: string, id: string) {
  return rowWhere(db, 'classRegister', { tenantId, id });
}

/** Inserts the day's entry unless the class has one already (the unique index decides a race). */
export async function insertEntry(db: Db, row: ClassRegisterTable): Promise<boolean> {
  const result = await db
    .insertInto('classRegister')
    .values(row)
    .onConflict((oc) => oc.columns(['tenantId', 'classId', 'date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Updates when the version is still the one read; false when someone else changed it. */
export async function updateEntry(
  db: Db,
  tenantId: string,
  id: string,
  version: number,
  set: Partial<Pick<ClassRegisterTable, 'lessons' | 'absences' | 'notes' | 'comment' | 'commentBy'>> & {
    updatedAt: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('classRegister')
    .set({ ...set, version: version + 1 })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
