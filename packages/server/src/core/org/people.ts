import type { Kysely } from 'kysely';
import { escapeLike, likePattern } from '../../db/like.js';
import type { DB, Duty } from '../../db/schema.js';

/**
 * Who is who in a tenant: pure lookups over the org tables, each scoped to one tenant. Only
 * active members with active accounts are returned, in a stable order (by name, then id).
 * Workflow assignment uses them; the address book will too.
 */
export interface Person {
  id: string;
  name: string;
}

type Db = Kysely<DB>;

/**
 * Every membership of the tenant (m), with its account (u) and primary org (o), whatever either's
 * status: the base that the lookups below, the address book, the selector's staff list and the
 * student-affairs groups' student queries narrow.
 */
export function tenantMembers(db: Db, tenantId: string) {
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .where('m.tenantId', '=', tenantId);
}

/**
 * Active members of the tenant whose accounts are usable or about to be (m, u, and their primary
 * org o): the base of every lookup below, and of the address book's. An imported person who has
 * not activated their account yet counts: a student's leave waits for their counsellor, who
 * finds it on activating, rather than being refused for want of an approver. Disabled and
 * expired accounts do not.
 */
export function activeMembers(db: Db, tenantId: string) {
  return tenantMembers(db, tenantId)
    .where('m.status', '=', 'active')
    .where('u.status', 'in', ['actived', 'inactive']);
}

async function people(query: ReturnType<typeof activeMembers>): Promise<Person[]> {
  return query
    .select(['u.id as id', 'u.fullname as name'])
    .distinct()
    .orderBy('u.fullname')
    .orderBy('u.id')
    .execute();
}

/** Narrows to members whose primary org lies in the subtree at `orgPath` ('/root/college/'). */
function within(query: ReturnType<typeof activeMembers>, orgPath: string | null) {
  return orgPath ? query.where(likePattern('o.path', `${escapeLike(orgPath)}%`)) : query;
}

export function usersWithDuty(db: Db, tenantId: string, orgId: string, duty: Duty): Promise<Person[]> {
  return people(
    activeMembers(db, tenantId)
      .innerJoin('orgDuty as d', (join) =>
        join.onRef('d.userId', '=', 'm.userId').onRef('d.tenantId', '=', 'm.tenantId'),
      )
      .where('d.orgId', '=', orgId)
      .where('d.duty', '=', duty),
  );
}

export function usersWithRole(
  db: Db,
  tenantId: string,
  roleCode: string,
  orgPath: string | null = null,
): Promise<Person[]> {
  return people(
    within(
      activeMembers(db, tenantId)
        .innerJoin('memberRole as mr', (join) =>
          join.onRef('mr.userId', '=', 'm.userId').onRef('mr.tenantId', '=', 'm.tenantId'),
        )
        .innerJoin('role as r', 'r.id', 'mr.roleId')
        .where('r.code', '=', roleCode),
      orgPath,
    ),
  );
}

export function usersWithPosition(
  db: Db,
  tenantId: string,
  code: string,
  orgPath: string | null = null,
): Promise<Person[]> {
  return people(
    within(
      activeMembers(db, tenantId)
        .innerJoin('memberPosition as mp', (join) =>
          join.onRef('mp.userId', '=', 'm.userId').onRef('mp.tenantId', '=', 'm.tenantId'),
        )
        .innerJoin('position as p', 'p.id', 'mp.positionId')
        .where('p.code', '=', code),
      orgPath,
    ),
  );
}

/** Members of an org and of the orgs below it. */
export async function membersOfOrg(db: Db, tenantId: string, orgCode: string): Promise<Person[]> {
  const org = await db
    .selectFrom('org')
    .select('path')
    .where('tenantId', '=', tenantId)
    .where('code', '=', orgCode)
    .executeTakeFirst();
  return org ? people(within(activeMembers(db, tenantId), org.path)) : [];
}

export function usersByAccount(db: Db, tenantId: string, account: string): Promise<Person[]> {
  return people(activeMembers(db, tenantId).where('u.account', '=', account.toLowerCase()));
}

/** The given users that are active members of the tenant (unknown or foreign ids drop out). */
export async function membersByIds(db: Db, tenantId: string, userIds: readonly string[]): Promise<Person[]> {
  if (userIds.length === 0) return [];
  return people(activeMembers(db, tenantId).where('u.id', 'in', [...new Set(userIds)]));
}

/** Which of the given users are staff (not students) among the tenant's active members. */
export async function staffAmong(db: Db, tenantId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await activeMembers(db, tenantId)
    .select('u.id')
    .where('u.id', 'in', [...new Set(userIds)])
    .where('m.kind', '=', 'staff')
    .execute();
  return new Set(rows.map((r) => r.id));
}
