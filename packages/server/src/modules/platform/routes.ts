import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth.js';
import { ok } from '../../http/reply.js';
import { textIn } from '../../lib/localized-name.js';
import { platformAreas } from './areas.js';
import { categoryNodes } from './repo.js';

/**
 * The platform service (/api/platform/v3): the category tree the process list filters by
 * (FLOW_TYPE), and the platform's other areas (areas.ts).
 */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  // The tree travels flat, each node with its parentId (root nodes: parentId '0'), as tree widgets take it.
  r.get(
    '/cat/type/findTreeData',
    {
      schema: {
        tags: ['platform'],
        querystring: z.object({
          categoryKey: z.string('validation.required').regex(/^[A-Za-z0-9_]{1,64}$/, 'validation.format'),
          _t: z.string().optional(),
        }),
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const nodes = await categoryNodes(db, me.tenantId, request.query.categoryKey);
      // The app's own categories in the reader's language; a school's own as written.
      return ok(
        nodes.map(({ names, ...n }) => ({
          ...n,
          name: textIn(names, n.name, request.lang),
          parentId: n.parentId ?? '0',
          sn: n.sort,
        })),
      );
    },
  );

  // The environments of SPEC §3's catalogue this deployment offers in "switch environment" (APP_ENVIRONMENTS).
  r.get('/app/environments', { schema: { tags: ['platform'] } }, async (request) => {
    requireAuth(request);
    return ok(app.config.environments);
  });

  await app.register(platformAreas);
}
