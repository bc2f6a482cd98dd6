import { listQuerySchema, SecurityState } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, type AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { textIn } from '../../../lib/localized-name.js';
import { employees, orgs, positions, roles } from './repo.js';

const tags = ['platform: selector'];

/** Picking people by org, role, position or name is a staff tool (transfer, proxy, delegation). */
function requireStaff(request: Parameters<typeof requireAuth>[0]): AuthContext {
  const me = requireAuth(request);
  if (me.kind !== 'staff') throw new AppError(SecurityState.UNAUTHORIZED);
  return me;
}

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

/** The selector's sources: IBPS-API.md §3 employee query and the org / position / role trees. */
export async function selectorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get('/org/findTreeData', { schema: { tags } }, async (request) => {
    const me = requireStaff(request);
    return ok(toTree(await orgs(db, me.tenantId)));
  });
  r.get('/role/findTreeData', { schema: { tags } }, async (request) => {
    const rows = await roles(db, requireStaff(request).tenantId);
    return ok(rows.map(({ names, ...role }) => ({ ...role, name: textIn(names, role.name, request.lang) })));
  });
  r.get('/position/findTreeData', { schema: { tags } }, async (request) =>
    ok(await positions(db, requireStaff(request).tenantId)),
  );
  r.post(
    '/employee/query',
    {
      schema: {
        tags,
        querystring: z.object({
          roleId: z.string().max(32).optional(),
          positionId: z.string().max(32).optional(),
        }),
        body: listQuerySchema,
      },
    },
    async (request) => {
      const me = requireStaff(request);
      return ok(await employees(db, me.tenantId, request.body, request.query));
    },
  );
}
