import { listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { rowIdList } from '../shared/schemas.js';
import { newsIdQuery, newsSave } from './schemas.js';
import type { NewsService } from './service.js';

const tags = ['platform'];

/** Announcements (IBPS-API.md §3): query, get, save (publishing is a save with status 'publish'), remove. */
export function newsRoutes(service: NewsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // variables.mayPublish tells the client whether to offer "make an announcement".
    r.post('/system/news/query', { schema: { tags, body: listQuerySchema } }, async (request) => {
      const { list, mayPublish } = await service.list(requireAuth(request), request.body);
      return ok(list, { mayPublish });
    });

    r.get('/system/news/get', { schema: { tags, querystring: newsIdQuery } }, async (request) =>
      ok(await service.get(requireAuth(request), request.query.newsId)),
    );

    r.post(
      '/system/news/save',
      { schema: { tags, body: newsSave }, config: { idempotent: true } },
      async (request) => ok(await service.save(requireAuth(request), request.body)),
    );

    r.post(
      '/system/news/remove',
      { schema: { tags, querystring: z.object({ newsIds: rowIdList }) } },
      async (request) => ok(await service.remove(requireAuth(request), request.query.newsIds)),
    );
  };
}
