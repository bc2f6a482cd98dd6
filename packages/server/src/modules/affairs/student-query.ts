import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { collegeOfClass } from './college-of-class.js';

/**
 * A school's students as one query for a group to build on: their membership `m`, their account
 * `u` and their class `o`. Groups add their own selection, filters and order.
 */
export function tenantStudents(db: Kysely<DB>, tenantId: string) {
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student');
}

/**
 * A school's student memberships `m` with their class `o`, for the queries that read no account
 * column (class paths for a charge, grades, counts).
 */
export function studentsInClasses(db: Kysely<DB>, tenantId: string) {
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student');
}

/** The students still enrolled (a membership that is active): whom lists and checks are about. */
export function activeStudents(db: Kysely<DB>, tenantId: string) {
  return tenantStudents(db, tenantId).where('m.status', '=', 'active');
}

/** The enrolled student memberships with their class `o` (no account), as `studentsInClasses`. */
export function activeStudentsInClasses(db: Kysely<DB>, tenantId: string) {
  return studentsInClasses(db, tenantId).where('m.status', '=', 'active');
}

/** Enrolled students with their class's college `c`: the org of type college above the class, if any. */
export function activeStudentsWithCollege(db: Kysely<DB>, tenantId: string) {
  return activeStudents(db, tenantId).leftJoin('org as c', collegeOfClass);
}
