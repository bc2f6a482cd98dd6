import { listQuerySchema, PENDING_REACH_PATHS, PENDING_REACHES } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import type { ReceivedService } from './service.js';

/** The approver's lists (all POST with the list body). */
export function receivedRoutes(service: ReceivedService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['bpm'], body: listQuerySchema };
    const lists = {
      '/received/query/pending': service.pending,
      '/received/query/handled': service.handled,
      '/received/query/handled/task': service.handledTasks,
      '/received/query/completed': service.concluded,
      '/received/query/handled/revokable': service.revocable,
      '/received/query/copyto': service.copiedToMe,
    };
    for (const [path, read] of Object.entries(lists)) {
      r.post(path, { schema }, async (request) =>
        ok(await read(requireAuth(request), request.lang, request.body)),
      );
    }
    // The pending list split by how each task reached the caller: /pending/user, /org,
    // /org/manager, /role, /position, /group, /shift (transferred) and /assignee (as a delegate).
    for (const reach of PENDING_REACHES) {
      r.post(`/received/query/pending/${PENDING_REACH_PATHS[reach]}`, { schema }, async (request) =>
        ok(await service.pending(requireAuth(request), request.lang, request.body, reach)),
      );
    }
  };
}
