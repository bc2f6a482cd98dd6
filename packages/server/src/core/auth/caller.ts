import type { Kysely } from 'kysely';
import { QueryShapes } from '../../db/query-shapes.js';
import type { DB } from '../../db/schema.js';
import { sha256 } from './secrets.js';

/**
 * Everything the auth hook needs about a caller, in one statement: the access token, its user,
 * the user's membership in the tenant (the tenant header's, else the token's) and the roles
 * there. One row per role (at least one row when the token exists: the joins past the user are
 * outer joins). Every authenticated request runs it, so one round trip instead of three matters.
 */
export async function callerRows(db: Kysely<DB>, accessToken: string, headerTenant: string | null) {
  // Built and compiled once per branch (with or without the tenant header): every request runs it.
  const query = shapes.compile(db, '', [sha256(accessToken), headerTenant], (hash, tenant) =>
    callerQuery(db, hash, tenant),
  );
  return (await db.executeQuery(query)).rows;
}

const shapes = new QueryShapes<[string, string | null]>();

function callerQuery(db: Kysely<DB>, accessHash: string, headerTenant: string | null) {
  return db
    .selectFrom('authToken as t')
    .innerJoin('appUser as u', 'u.id', 't.userId')
    .leftJoin('tenantMember as m', (join) => {
      const own = join.onRef('m.userId', '=', 't.userId');
      return headerTenant
        ? own.on('m.tenantId', '=', headerTenant)
        : own.onRef('m.tenantId', '=', 't.tenantId');
    })
    .leftJoin('memberRole as mr', (join) =>
      join.onRef('mr.userId', '=', 't.userId').onRef('mr.tenantId', '=', 'm.tenantId'),
    )
    .leftJoin('role as r', 'r.id', 'mr.roleId')
    .select([
      't.id',
      't.familyId',
      't.userId',
      't.tenantId',
      't.clientId',
      't.roleId',
      't.accessExpiresAt',
      't.revokedAt',
      't.revokeReason',
      'u.account',
      'u.fullname',
      'u.status',
      'u.isSuper',
      'm.kind',
      'm.orgId',
      'm.isTenantAdmin',
      'm.status as memberStatus',
      'm.studyStatus',
      'm.accessEndsAt',
      'r.code as roleCode',
    ])
    .where('t.accessHash', '=', accessHash);
}
