import { newsEndpoints as news } from '@campus/contract/api/platform/news';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import type { NewsService } from './service.js';

/** Announcements (IBPS-API.md §3), mounted from their declarations (contract api/platform/news.ts). */
export function newsRoutes(service: NewsService) {
  return async (app: FastifyInstance) => {
    mount(app, news.query, async ({ me, body }) => {
      const { list, mayPublish } = await service.list(me, body);
      return ok(list, { mayPublish });
    });
    mount(app, news.get, async ({ me, query }) => ok(await service.get(me, query.newsId)));
    mount(app, news.save, async ({ me, body }) => ok(await service.save(me, body)));
    mount(app, news.remove, async ({ me, query }) => ok(await service.remove(me, query.newsIds)));
  };
}
