import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { escapeLike, likePattern } from '../../db/like.js';
import { dutyOrgPaths } from './duties.js';

/**
 * The students a staff member answers for in student affairs: a counsellor the classes they
 * counsel, a college's student-affairs staff the college, the student-affairs office (and tenant
 * admins) every student. What "who is on leave today", registration checks and module statistics
 * show a member of staff.
 */
export type Charge = { all: true } | { all: false; orgPaths: string[] };

const SEES_EVERY_STUDENT: readonly string[] = ['office_staff', 'tenant_admin'];

export async function studentsInCharge(
  db: Kysely<DB>,
  tenantId: string,
  member: { userId: string; roles: readonly string[]; isTenantAdmin: boolean },
  /** Roles that see every student in this context besides the office (the dormitory office for dormitories). */
  alsoAll: readonly string[] = [],
): Promise<Charge> {
  if (
    member.isTenantAdmin ||
    member.roles.some((role) => SEES_EVERY_STUDENT.includes(role) || alsoAll.includes(role))
  )
    return { all: true };
  const paths = await dutyOrgPaths(db, tenantId, member.userId, ['counsellor', 'student_affairs']);
  return { all: false, orgPaths: [...new Set(paths)] };
}

/** A condition on an org path column (the student's class): the student is in the charge. */
export function inCharge(charge: Charge, pathColumn: string): Expression<SqlBool> {
  if (charge.all) return sql<SqlBool>`1 = 1`;
  if (charge.orgPaths.length === 0) return sql<SqlBool>`1 = 0`;
  const each = charge.orgPaths.map((path) => likePattern(pathColumn, `${escapeLike(path)}%`));
  return sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}
