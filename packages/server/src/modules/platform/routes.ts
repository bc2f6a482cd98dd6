import { categoryEndpoints } from '@campus/contract/api/platform/categories';
import { environmentEndpoints } from '@campus/contract/api/platform/environments';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../http/endpoint.js';
import { ok } from '../../http/reply.js';
import { textIn } from '../../lib/localized-name.js';
import { platformAreas } from './areas.js';
import { categoryNodes } from './repo.js';

/**
 * The platform service (/api/platform/v3): the category tree the process list filters by
 * (FLOW_TYPE), the environments "switch environment" offers, and the platform's other areas
 * (areas.ts). Mounted from their declarations (contract api/platform/*.ts).
 */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  // The tree travels flat, each node with its parentId (root nodes: parentId '0'), as tree widgets take it.
  mount(app, categoryEndpoints.tree, async ({ me, query, request }) => {
    const nodes = await categoryNodes(db, me.tenantId, query.categoryKey);
    // The app's own categories in the reader's language; a school's own as written.
    return ok(
      nodes.map(({ names, ...n }) => ({
        ...n,
        name: textIn(names, n.name, request.lang),
        parentId: n.parentId ?? '0',
        sn: n.sort,
      })),
    );
  });

  // The environments of SPEC §3's catalogue this deployment offers in "switch environment" (APP_ENVIRONMENTS).
  mount(app, environmentEndpoints.list, () => ok(app.config.environments));

  await app.register(platformAreas);
}
