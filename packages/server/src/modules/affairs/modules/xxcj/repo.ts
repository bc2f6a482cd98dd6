import { type Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { InfoCollectionTable } from './tables.js';
import { activeStudentsWithCollege, studentsInClasses } from '../../student-query.js';
import { rowWhere } from '../../row-where.js';
import type { QueryRow } from '../../query-row.js';

/**
 * Information collection's queries: collections, their audience (students whose class lies under
 * one of the audience's orgs, of the audience's grades) within a staff member's charge, entries.
 */
type Db = Kysely<DB>;

export interface Audience {
  paths: string[];
  grades: string[];
}

/** The audience's students in the charge, with class, college and entry (if any). */
export function audienceStudents(
  db: Db,
  tenantId: string,
  collectionId: string,
  audience: Audience,
  charge: Charge,
) {
  let query = activeStudentsWithCollege(db, tenantId)
    .leftJoin('infoCollectionEntry as e', (j) =>
      j.onRef('e.studentId', '=', 'm.userId').on('e.collectionId', '=', collectionId),
    )
    .select([
      'u.id',
      'u.fullname as name',
      'm.number',
      'o.id as classId',
      'o.name as className',
      'c.id as collegeId',
      'c.name as collegeName',
      'e.answers',
      'e.submittedAt',
    ])
    .where(inCharge({ all: false, orgPaths: audience.paths }, 'o.path'))
    .where(inCharge(charge, 'o.path'));
  if (audience.grades.length) query = query.where('o.grade', 'in', audience.grades);
  return query.orderBy('m.number');
}

export type AudienceStudent = QueryRow<typeof audienceStudents>;

export function collectionsOf(db: Db, tenantId: string) {
  return db
    .selectFrom('infoCollection')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .orderBy('createdAt', 'desc')
    .limit(500)
    .execute();
}

export function collectionById(db: Db, tenantId: string, id: string) {
  return rowWhere(db, 'infoCollection', { tenantId, id });
}

/** The audience of a collection as org paths (the orgs' paths, kept current) and grades. */
export async function audienceOf(
  db: Db,
  row: Pick<InfoCollectionTable, 'tenantId' | 'orgIds' | 'grades'>,
): Promise<Audience> {
  const ids = JSON.parse(row.orgIds) as string[];
  const orgs = ids.length
    ? await db
        .selectFrom('org')
        .select('path')
        .where('tenantId', '=', row.tenantId)
        .where('id', 'in', ids)
        .execute()
    : [];
  return { paths: orgs.map((o) => o.path), grades: JSON.parse(row.grades) as string[] };
}

export function orgsByIds(db: Db, tenantId: string, ids: readonly string[]) {
  return db
    .selectFrom('org')
    .select(['id', 'path', 'type'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids.length ? [...ids] : ['-'])
    .execute();
}

/** The student's class path and grade (null: not a student of the tenant). */
export function studentPlace(db: Db, tenantId: string, studentId: string) {
  return studentsInClasses(db, tenantId)
    .select(['o.path', 'o.grade'])
    .where('m.userId', '=', studentId)
    .executeTakeFirst();
}

export function entriesOf(db: Db, studentId: string, ids: readonly string[]) {
  return db
    .selectFrom('infoCollectionEntry')
    .select(['collectionId', 'answers', 'submittedAt'])
    .where('studentId', '=', studentId)
    .where('collectionId', 'in', ids.length ? [...ids] : ['-'])
    .execute();
}

/** Writes an entry once: false when the student had already submitted (nothing is written). */
export async function insertEntry(
  db: Db,
  row: { collectionId: string; tenantId: string; studentId: string; answers: string; submittedAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('infoCollectionEntry')
    .values(row)
    .onConflict((oc) => oc.columns(['collectionId', 'studentId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
