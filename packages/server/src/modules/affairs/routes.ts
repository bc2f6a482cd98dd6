import { listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth.js';
import { ok } from '../../http/reply.js';
import { formData, id } from '../../http/schemas.js';
import type { AffairService } from './service.js';

/**
 * The generic API of one module (contract: affairs/types.ts) under /affairs/<module key>/:
 * meta, apply, mine, review, publicity (when the module declares one), detail, statistics.
 */
export function affairRoutes(service: AffairService) {
  const { module } = service;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = [`affairs/${module.key}`];
    const list = { tags, body: listQuerySchema };
    const base = `/affairs/${module.key}`;

    r.get(`${base}/meta`, { schema: { tags } }, async (request) =>
      ok(await service.meta(requireAuth(request), request.lang)),
    );
    r.post(
      `${base}/apply`,
      { schema: { tags, body: z.object({ data: formData, draftId: id.optional() }) } },
      async (request) => ok(await service.apply(requireAuth(request), request.body)),
    );
    r.post(`${base}/mine`, { schema: list }, async (request) =>
      ok(await service.mine(requireAuth(request), request.lang, request.body)),
    );
    r.post(`${base}/review`, { schema: list }, async (request) =>
      ok(await service.review(requireAuth(request), request.lang, request.body)),
    );
    if (module.lists.publicity) {
      r.post(`${base}/publicity`, { schema: list }, async (request) =>
        ok(await service.publicity(requireAuth(request), request.lang, request.body)),
      );
    }
    r.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
      ok(await service.detail(requireAuth(request), request.lang, request.query.id)),
    );
    r.get(`${base}/statistics`, { schema: { tags } }, async (request) =>
      ok(await service.statistics(requireAuth(request))),
    );
  };
}
