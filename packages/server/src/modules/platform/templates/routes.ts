import { templateEndpoints as templates } from '@campus/contract/api/platform/templates';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import type { TemplateService } from './service.js';

/** Data templates (IBPS-API.md §3), behind the client's /d/list/:id screen; declared in contract api/platform/templates.ts. */
export function templateRoutes(service: TemplateService) {
  return async (app: FastifyInstance) => {
    mount(app, templates.describe, async ({ me, query, request }) =>
      ok(await service.describe(me, query.id, request.lang)),
    );

    mount(app, templates.rows, async ({ me, body }) => {
      const { id, ...query } = body;
      return ok(await service.query(me, id, query));
    });
  };
}
