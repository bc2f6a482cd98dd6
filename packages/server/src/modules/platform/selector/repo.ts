import type { ListQuery, ListReply } from '@campus/contract';
import type { EmployeeRow, GroupNode } from '@campus/contract/api/platform/selector';
import type { Kysely } from 'kysely';
import { tenantMembers } from '../../../core/org/people.js';
import type { DB } from '../../../db/schema.js';
import { listSpec, runList } from '../../../http/list-query.js';
import { textFilters } from '../../../http/text-filters.js';

/** Queries of the selector (IBPS-API.md §3: employee query, org / position / role trees). */
export type Db = Kysely<DB>;

export function orgs(db: Db, tenantId: string) {
  return db
    .selectFrom('org')
    .select(['id', 'parentId', 'name', 'type', 'sort'])
    .where('tenantId', '=', tenantId)
    .orderBy('sort')
    .execute();
}

/** A count as a scalar subquery: typed nullable, though a count is never null. */
const counted = <Row extends { memberCount: number | null }>(rows: Row[]) =>
  rows.map((row) => ({ ...row, memberCount: Number(row.memberCount ?? 0) }));

export async function roles(db: Db, tenantId: string) {
  const rows = await db
    .selectFrom('role')
    .select((eb) => [
      'role.id',
      'role.code',
      'role.name',
      'role.names',
      eb
        .selectFrom('memberRole')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('memberRole.roleId', '=', 'role.id')
        .as('memberCount'),
    ])
    .where('role.tenantId', '=', tenantId)
    .orderBy('role.code')
    .execute();
  return counted(rows);
}

const roleListSpec = listSpec({
  filters: {
    ...textFilters({ name: 'role.name', code: 'role.code' }),
    // The platform's own column names, as its stock role list sends them (issue 32).
    ...textFilters({ NAME_: 'role.name', ROLE_ALIAS_: 'role.code' }),
  },
  sorts: { name: 'role.name', code: 'role.code' },
  defaultSort: { column: 'role.code', order: 'ASC' },
});

/** Roles of the tenant as a list page (the stock client's role/queryWithSys), with member counts. */
export async function roleList(db: Db, tenantId: string, query: ListQuery) {
  const page = await runList(
    db.selectFrom('role').where('role.tenantId', '=', tenantId),
    (qb) =>
      qb.select((eb) => [
        'role.id',
        'role.code',
        'role.name',
        'role.names',
        eb
          .selectFrom('memberRole')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('memberRole.roleId', '=', 'role.id')
          .as('memberCount'),
      ]),
    query,
    roleListSpec,
  );
  return { ...page, dataResult: counted(page.dataResult) };
}

export async function positions(db: Db, tenantId: string): Promise<GroupNode[]> {
  const rows = await db
    .selectFrom('position')
    .select((eb) => [
      'position.id',
      'position.code',
      'position.name',
      eb
        .selectFrom('memberPosition')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('memberPosition.positionId', '=', 'position.id')
        .as('memberCount'),
    ])
    .where('position.tenantId', '=', tenantId)
    .orderBy('position.code')
    .execute();
  return counted(rows);
}

const employeeList = listSpec({
  filters: {
    ...textFilters({ name: 'u.fullname', account: 'u.account', pinyin: 'u.pinyin' }),
    // The platform's own column names, as its stock employee list sends them (issue 32).
    ...textFilters({ NAME_: 'u.fullname', ACCOUNT_: 'u.account' }),
    orgId: { column: 'm.orgId', type: 'string', ops: ['S', 'SIN'] },
  },
  sorts: { name: 'u.pinyin', account: 'u.account' },
  defaultSort: { column: 'u.id', order: 'ASC' },
});

/**
 * Staff of the tenant (transfer, proxy and delegation pick among staff), optionally those holding
 * a role or a position.
 */
export function employees(
  db: Db,
  tenantId: string,
  query: ListQuery,
  filter: { roleId?: string; positionId?: string },
): Promise<ListReply<EmployeeRow>> {
  let base = tenantMembers(db, tenantId).where('m.kind', '=', 'staff').where('m.status', '=', 'active');
  if (filter.roleId) {
    const roleId = filter.roleId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberRole as r')
          .select('r.userId')
          .whereRef('r.userId', '=', 'm.userId')
          .whereRef('r.tenantId', '=', 'm.tenantId')
          .where('r.roleId', '=', roleId),
      ),
    );
  }
  if (filter.positionId) {
    const positionId = filter.positionId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberPosition as p')
          .select('p.userId')
          .whereRef('p.userId', '=', 'm.userId')
          .whereRef('p.tenantId', '=', 'm.tenantId')
          .where('p.positionId', '=', positionId),
      ),
    );
  }
  return runList(
    base,
    (qb) => qb.select(['u.id', 'u.account', 'u.fullname as name', 'm.orgId', 'o.name as orgName', 'm.title']),
    query,
    employeeList,
  );
}
