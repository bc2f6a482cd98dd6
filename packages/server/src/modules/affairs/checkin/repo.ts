import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CheckinPointTable, DB } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import { rowWhere } from '../row-where.js';
import { activeStudents } from '../student-query.js';

/** The check-in tables (migration 0100); every call takes the school from the caller. */
type Db = Kysely<DB>;

/** The school's signing secret, made on first use (two racing callers keep the first one written). */
export async function secretOf(db: Db, tenantId: string, now = Date.now()): Promise<string> {
  const found = await db
    .selectFrom('checkinSecret')
    .select('secret')
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  if (found) return found.secret;
  await db
    .insertInto('checkinSecret')
    .values({ tenantId, secret: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflict((oc) => oc.column('tenantId').doNothing())
    .execute();
  return secretOf(db, tenantId, now);
}

/** The secret of a school named in a code, only if it has one (a code of another school). */
export async function existingSecret(db: Db, tenantId: string): Promise<string | null> {
  const found = await db
    .selectFrom('checkinSecret')
    .select('secret')
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  return found?.secret ?? null;
}

export type PointRow = CheckinPointTable;

export async function insertPoint(db: Db, row: Omit<PointRow, 'id'>): Promise<PointRow> {
  const point = { id: newId(), ...row };
  await db.insertInto('checkinPoint').values(point).execute();
  return point;
}

export function pointById(db: Db, tenantId: string, purpose: string, id: string) {
  return rowWhere(db, 'checkinPoint', { tenantId, purpose, id });
}

export async function pointsWithCounts(db: Db, tenantId: string, purpose: string) {
  return db
    .selectFrom('checkinPoint as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('checkinRecord as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.pointId', '=', 'p.id')
        .as('checkedIn'),
    )
    .where('p.tenantId', '=', tenantId)
    .where('p.purpose', '=', purpose)
    .orderBy('p.startsAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(100)
    .execute();
}

/** The points of a use that take check-ins now (inside their window). */
export function openPoints(db: Db, tenantId: string, purpose: string, now: number) {
  return db
    .selectFrom('checkinPoint')
    .selectAll()
    .where((eb) => eb.and([eb.and({ tenantId, purpose }), eb('startsAt', '<=', now), eb('endsAt', '>', now)]))
    .orderBy('startsAt', 'desc')
    .limit(500)
    .execute();
}

/** A student of the school with the enrolment year of their class. */
export function studentOf(db: Db, tenantId: string, userId: string) {
  return activeStudents(db, tenantId)
    .select(['u.id', 'u.fullname as name', 'm.number', 'o.grade', 'o.path'])
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}

export function recordOf(db: Db, pointId: string, studentId: string) {
  return rowWhere(db, 'checkinRecord', { pointId, studentId });
}

/** Writes the check-in unless the student already has one here; the record that stands, and whether it was there. */
export async function checkIn(
  db: Db,
  row: Omit<DB['checkinRecord'], 'id'>,
): Promise<{ record: DB['checkinRecord']; repeated: boolean }> {
  const before = await recordOf(db, row.pointId, row.studentId);
  if (before) return { record: before, repeated: true };
  const id = newId();
  const written = await db
    .insertInto('checkinRecord')
    .values({ id, ...row })
    .onConflict((oc) => oc.columns(['pointId', 'studentId']).doNothing())
    .executeTakeFirst();
  const record = (await recordOf(db, row.pointId, row.studentId))!;
  return { record, repeated: Number(written.numInsertedOrUpdatedRows ?? 0) === 0 || record.id !== id };
}
