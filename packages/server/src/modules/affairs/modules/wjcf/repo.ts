import type { Kysely, Updateable } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import { keywordFilter } from '../../../../db/like.js';
import type { DB } from '../../../../db/schema.js';
import { activeStudentsInClasses } from '../../student-query.js';
import type { QueryRow } from '../../query-row.js';

/**
 * The discipline group's queries over the mechanism's student_sanction: each row with its student
 * (name, number, class, college), limited to a charge or a student, and the writes.
 */
type Db = Kysely<DB>;

export function sanctionQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('studentSanction as s')
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.userId', '=', 's.studentId').on('m.tenantId', '=', tenantId),
    )
    .innerJoin('appUser as u', 'u.id', 's.studentId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .selectAll('s')
    .select(['u.fullname as studentName', 'm.number as studentNumber', 'o.name as className', 'o.path'])
    .where('s.tenantId', '=', tenantId);
}

export type SanctionRecordRow = QueryRow<typeof sanctionQuery>;

export interface SanctionFilter {
  charge?: Charge;
  studentId?: string;
  q?: string;
  kind?: string;
  since?: string;
}

export async function findSanctions(db: Db, tenantId: string, filter: SanctionFilter) {
  let query = sanctionQuery(db, tenantId);
  if (filter.charge) query = query.where(inCharge(filter.charge, 'o.path'));
  if (filter.studentId) query = query.where('s.studentId', '=', filter.studentId);
  if (filter.kind) query = query.where('s.kind', '=', filter.kind);
  if (filter.since) query = query.where('s.decisionDate', '>=', filter.since);
  if (filter.q) {
    const { q } = filter;
    query = query.where((eb) => keywordFilter(eb, ['u.fullname', 'm.number'], q));
  }
  return query.orderBy('s.startDate', 'desc').orderBy('s.id', 'desc').limit(200).execute();
}

export const findSanction = (db: Db, tenantId: string, id: string) =>
  sanctionQuery(db, tenantId).where('s.id', '=', id).executeTakeFirst();

/** A student of the tenant by number, with their class path (for the charge). */
export const studentByNumber = (db: Db, tenantId: string, number: string) =>
  activeStudentsInClasses(db, tenantId)
    .select(['m.userId', 'o.path'])
    .where('m.number', '=', number)
    .executeTakeFirst();

/** The college name above each class path (the notice's column). */
export async function collegeNames(db: Db, tenantId: string, paths: readonly string[]) {
  const ids = [...new Set(paths.flatMap((p) => p.split('/').filter(Boolean)))];
  if (ids.length === 0) return new Map<string, string>();
  const colleges = await db
    .selectFrom('org')
    .select(['id', 'name'])
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'college')
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(colleges.map((c) => [c.id, c.name]));
  return new Map(
    paths.map((p) => [
      p,
      p
        .split('/')
        .filter(Boolean)
        .map((id) => byId.get(id))
        .find(Boolean) ?? '',
    ]),
  );
}

export type SanctionChanges = Omit<Updateable<DB['studentSanction']>, 'id' | 'tenantId' | 'version'>;

/** Changes a sanction (its version moves on). */
export async function updateSanction(
  db: Db,
  tenantId: string,
  id: string,
  changes: SanctionChanges,
  now: number,
) {
  await db
    .updateTable('studentSanction')
    .set(changes)
    .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now }))
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
