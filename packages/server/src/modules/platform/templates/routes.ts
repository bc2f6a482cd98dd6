import { listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { templateId } from './definition.js';
import type { TemplateService } from './service.js';

const tags = ['platform'];

/** Data templates (IBPS-API.md §3), behind the client's /d/list/:id screen. */
export function templateRoutes(service: TemplateService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/data/template/getBuildDataById',
      { schema: { tags, querystring: z.object({ id: templateId }) } },
      async (request) => ok(await service.describe(requireAuth(request), request.query.id, request.lang)),
    );

    r.post(
      '/data/template/queryDataTable',
      { schema: { tags, body: listQuerySchema.unwrap().extend({ id: templateId }) } },
      async (request) => {
        const { id, ...query } = request.body;
        return ok(await service.query(requireAuth(request), id, query));
      },
    );
  };
}
