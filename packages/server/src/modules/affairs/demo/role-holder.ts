import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/**
 * The tenant's holders of a role (`dorm_staff`, `office_staff`), id and name, by account: a demo
 * seed takes the first as whoever acted (recorded the inspection, published the survey).
 */
export function roleHolders(db: Kysely<DB>, tenantId: string, roleCode: string) {
  return db
    .selectFrom('memberRole as mr')
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .innerJoin('appUser as u', 'u.id', 'mr.userId')
    .select(['u.id', 'u.fullname'])
    .where('mr.tenantId', '=', tenantId)
    .where('r.code', '=', roleCode)
    .orderBy('u.account');
}
