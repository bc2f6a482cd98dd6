import type { ListQuery, ListReply } from '@campus/contract';
import type { ContactCard, ContactRow, OrgChild } from '@campus/contract/api/platform/contacts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { activeMembers } from '../../../core/org/people.js';
import { keywordFilter } from '../../../db/like.js';
import type { DB, Org } from '../../../db/schema.js';
import { listSpec, runList } from '../../../http/list-query.js';
import type { ContactScope } from './privacy.js';

/** The address book's queries. Each is tenant-scoped and applies a ContactScope (privacy.ts). */
export type Db = Kysely<DB>;

/** A contact card as the database has it: the org path as ids ('/school/college/.../'), no positions. */
export type StoredContactCard = Omit<ContactCard, 'orgPath' | 'positions'> & { orgPath: string };

type Members = ExpressionBuilder<DB & { m: DB['tenantMember']; o: DB['org'] }, 'm' | 'o'>;

/**
 * The scope as SQL over a member `m` and their org `o` (ids in paths are digits and '/'): staff,
 * and students whose own org is a class under one of the scope's paths (a student in no class is
 * reached only by a scope of every student).
 */
function visible(scope: ContactScope) {
  return (eb: Members) => {
    if (scope.allStudents) return sql<boolean>`1 = 1`;
    const staff = eb('m.kind', '=', 'staff');
    if (scope.studentOrgPaths.length === 0) return staff;
    return eb.or([
      staff,
      eb.and([
        eb('o.type', '=', 'class'),
        eb.or(
          scope.studentOrgPaths.map((path) => eb(sql`substr(o.path, 1, ${sql.lit(path.length)})`, '=', path)),
        ),
      ]),
    ]);
  };
}

/** Active members with active accounts of the tenant that the scope lets the viewer see. */
function visibleMembers(db: Db, tenantId: string, scope: ContactScope) {
  return activeMembers(db, tenantId).where(visible(scope));
}

const ROW_COLUMNS = [
  'u.id',
  'u.fullname as name',
  'u.pinyin',
  'u.gender',
  'm.kind',
  'o.id as orgId',
  'o.name as orgName',
  'm.title',
  'u.mobile',
  'u.photoId',
] as const;

const spec = listSpec({
  filters: { kind: { column: 'm.kind', type: 'string', ops: ['S'] } },
  sorts: { name: 'u.fullname', pinyin: 'u.pinyin', number: 'm.number' },
  defaultSort: { column: 'u.pinyin', order: 'ASC' },
});

const rows = (qb: ReturnType<typeof visibleMembers>) => qb.select(ROW_COLUMNS).orderBy('m.kind'); // 'staff' before 'student'

export function viewerOrg(db: Db, tenantId: string, orgId: string) {
  return db
    .selectFrom('org')
    .select(['path', 'type'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', orgId)
    .executeTakeFirst();
}

/** An org of the tenant, or its root (the school) when no id is given. */
export function findOrg(db: Db, tenantId: string, orgId: string | undefined): Promise<Org | undefined> {
  const query = db.selectFrom('org').selectAll().where('tenantId', '=', tenantId);
  return (
    orgId ? query.where('id', '=', orgId) : query.where('parentId', 'is', null).orderBy('sort')
  ).executeTakeFirst();
}

export function orgsByIds(db: Db, tenantId: string, ids: readonly string[]) {
  return db
    .selectFrom('org')
    .select(['id', 'name', 'type'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Child orgs with the number of visible members in each subtree; empty ones are left out. */
export async function childOrgs(
  db: Db,
  tenantId: string,
  parentId: string,
  scope: ContactScope,
): Promise<OrgChild[]> {
  const rows = await db
    .selectFrom('org as c')
    .innerJoin('org as o', (join) =>
      join
        .onRef('o.tenantId', '=', 'c.tenantId')
        .on(sql<boolean>`substr(o.path, 1, length(c.path)) = c.path`),
    )
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.orgId', '=', 'o.id').onRef('m.tenantId', '=', 'c.tenantId'),
    )
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['c.id', 'c.name', 'c.type', (eb) => eb.fn.countAll<number>().as('memberCount')])
    .where('c.tenantId', '=', tenantId)
    .where('c.parentId', '=', parentId)
    .where('m.status', '=', 'active')
    .where('u.status', '=', 'actived')
    .where(visible(scope))
    .groupBy(['c.id', 'c.name', 'c.type', 'c.sort'])
    .orderBy('c.sort')
    .execute();
  return rows.map((row) => ({ ...row, memberCount: Number(row.memberCount) }));
}

export function orgMembers(
  db: Db,
  tenantId: string,
  scope: ContactScope,
  orgId: string,
  query: ListQuery,
): Promise<ListReply<ContactRow>> {
  return runList(visibleMembers(db, tenantId, scope).where('m.orgId', '=', orgId), rows, query, spec);
}

/**
 * Search by part of the name, by pinyin initials ('lmx' finds 李明轩) and, for three or more
 * digits, by part of the phone number or the start of the student/staff number.
 */
export function searchMembers(
  db: Db,
  tenantId: string,
  scope: ContactScope,
  keyword: string,
  query: ListQuery,
): Promise<ListReply<ContactRow>> {
  const digits = /^\d{3,}$/.test(keyword);
  const base = visibleMembers(db, tenantId, scope).where((eb) =>
    eb.or([
      keywordFilter(eb, digits ? ['u.fullname', 'u.mobile'] : ['u.fullname'], keyword, { ignoreCase: true }),
      keywordFilter(eb, digits ? ['u.pinyin', 'm.number'] : ['u.pinyin'], keyword, {
        ignoreCase: true,
        at: 'start',
      }),
    ]),
  );
  return runList(base, rows, query, spec);
}

export function findContact(
  db: Db,
  tenantId: string,
  scope: ContactScope,
  userId: string,
): Promise<StoredContactCard | undefined> {
  return visibleMembers(db, tenantId, scope)
    .select([...ROW_COLUMNS, 'm.number', 'u.email', 'o.path as orgPath'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function positionNames(db: Db, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberPosition as mp')
    .innerJoin('position as p', 'p.id', 'mp.positionId')
    .select('p.name')
    .where('mp.tenantId', '=', tenantId)
    .where('mp.userId', '=', userId)
    .orderBy('p.name')
    .execute();
  return rows.map((r) => r.name);
}

/** The sign-in account of a visible member (the stock client's user look-ups read it). */
export async function visibleAccount(
  db: Db,
  tenantId: string,
  scope: ContactScope,
  userId: string,
): Promise<string | undefined> {
  const row = await visibleMembers(db, tenantId, scope)
    .select('u.account')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.account;
}

/** The visible member signing in with this account (accounts are kept lower case). */
export async function visibleUserIdByAccount(
  db: Db,
  tenantId: string,
  scope: ContactScope,
  account: string,
): Promise<string | undefined> {
  const row = await visibleMembers(db, tenantId, scope)
    .select('u.id')
    .where('u.account', '=', account.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}
