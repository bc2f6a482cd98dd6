import { listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { rowId } from '../shared/schemas.js';
import type { ContactService } from './service.js';

const tags = ['platform'];

/** The address book (ours to design: IBPS-API.md §3 has no such call; documented in docs/API.md). */
export function contactRoutes(service: ContactService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/contacts/org/children',
      { schema: { tags, querystring: z.object({ orgId: rowId.optional() }) } },
      async (request) => ok(await service.children(requireAuth(request), request.query.orgId)),
    );

    r.post(
      '/contacts/org/members',
      { schema: { tags, querystring: z.object({ orgId: rowId }), body: listQuerySchema } },
      async (request) => ok(await service.members(requireAuth(request), request.query.orgId, request.body)),
    );

    r.post('/contacts/search', { schema: { tags, body: listQuerySchema } }, async (request) =>
      ok(await service.search(requireAuth(request), request.body)),
    );

    r.get('/contacts/card', { schema: { tags, querystring: z.object({ userId: rowId }) } }, async (request) =>
      ok(await service.card(requireAuth(request), request.query.userId)),
    );
  };
}
