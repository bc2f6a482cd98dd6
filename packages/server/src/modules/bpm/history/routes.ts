import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { id } from '../../../http/schemas.js';
import { flattenParameters, idList, opinion } from '../shared/schemas.js';
import type { HistoryService } from './service.js';

const tags = ['bpm'];
const oneOf = { message: 'validation.required', path: ['instId'] };

/** The approval timeline, the diagram and copy-to. */
export function historyRoutes(service: HistoryService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const ref = z.object({ instId: id.optional(), taskId: id.optional(), bizKey: id.optional() });
    r.post(
      '/instance/flowHistory',
      {
        schema: {
          tags,
          body: z.preprocess(
            flattenParameters,
            ref.refine((b) => b.instId || b.taskId || b.bizKey, oneOf),
          ),
        },
      },
      async (request) => ok(await service.flowHistory(requireAuth(request), request.lang, request.body)),
    );
    r.get(
      '/instance/flowImageXml',
      {
        schema: {
          tags,
          querystring: ref
            .extend({ defId: id.optional(), _t: z.string().optional() })
            .refine((q) => q.instId || q.taskId || q.defId, oneOf),
        },
      },
      async (request) => ok(await service.flowImage(requireAuth(request), request.lang, request.query)),
    );
    r.post(
      '/instance/copyTo',
      {
        schema: {
          tags,
          body: z.preprocess(flattenParameters, z.object({ instId: id, receiverIds: idList, opinion })),
        },
        config: { idempotent: true },
      },
      async (request) => ok(await service.copyTo(requireAuth(request), request.body)),
    );
  };
}
