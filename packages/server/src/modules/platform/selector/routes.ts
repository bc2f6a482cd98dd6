import { SecurityState } from '@campus/contract';
import { PLATFORM_STAFF, selectorEndpoints as selector } from '@campus/contract/api/platform/selector';
import { lookupEndpoints as lookups } from '@campus/contract/api/platform/lookups';
import type { FastifyInstance } from 'fastify';
import { mount, registerRelation } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { textIn } from '../../../lib/localized-name.js';
import { employees, orgs, positions, roleList, roles } from './repo.js';

const tags = ['platform: selector'];

/** Picking people by org, role, position or name is a staff tool (transfer, proxy, delegation). */
registerRelation(PLATFORM_STAFF, (me) => {
  if (me.kind !== 'staff') throw new AppError(SecurityState.UNAUTHORIZED);
});

/** A flat list with parentId becomes a tree of children. */
function toTree<T extends { id: string; parentId: string | null }>(rows: T[]) {
  type Node = T & { children: Node[] };
  const nodes = new Map<string, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The selector's sources: IBPS-API.md §3 employee query and the org / position / role trees,
 * mounted from their declarations (contract api/platform/selector.ts).
 */
export async function selectorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  mount(app, selector.orgTree, async ({ me }) => ok(toTree(await orgs(db, me.tenantId))), { tags });
  mount(
    app,
    selector.roles,
    async ({ me, request }) => {
      const rows = await roles(db, me.tenantId);
      return ok(
        rows.map(({ names, ...role }) => ({ ...role, name: textIn(names, role.name, request.lang) })),
      );
    },
    { tags },
  );
  mount(app, selector.positions, async ({ me }) => ok(await positions(db, me.tenantId)), { tags });
  // The platform's stock calls for the same sources (issue 32): adapters in its shapes.
  mount(
    app,
    lookups.orgTree,
    async ({ me }) =>
      ok(
        (await orgs(db, me.tenantId)).map(({ sort, parentId, ...org }) => ({
          ...org,
          parentId: parentId ?? '0',
          sn: sort,
        })),
      ),
    { tags },
  );
  mount(app, lookups.positions, async ({ me }) => ok(await positions(db, me.tenantId)), { tags });
  mount(
    app,
    lookups.roles,
    async ({ me, body, request }) => {
      const page = await roleList(db, me.tenantId, body);
      return ok({
        ...page,
        dataResult: page.dataResult.map(({ names, ...role }) => ({
          ...role,
          name: textIn(names, role.name, request.lang),
        })),
      });
    },
    { tags },
  );
  mount(
    app,
    selector.employees,
    async ({ me, query, body }) => ok(await employees(db, me.tenantId, body, query)),
    {
      tags,
    },
  );
}
