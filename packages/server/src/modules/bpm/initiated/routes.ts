import { listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { formData, id } from '../../../http/schemas.js';
import { flattenParameters, idList, nodeUsers, opinion, yesNo } from '../shared/schemas.js';
import type { InitiatedService } from './service.js';

const tags = ['bpm'];

const startBody = z.preprocess(
  flattenParameters,
  z.object({
    defId: id.optional(),
    version: z.union([z.string(), z.number()]).optional(),
    proInstId: id.optional(),
    data: formData,
    nodeUsers,
  }),
);

/** The starter's routes: catalogue, favourites, start form, start, drafts, own requests. */
export function initiatedRoutes(service: InitiatedService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const list = { tags, body: listQuerySchema };

    r.post('/initiated/query/process/new', { schema: list }, async (request) =>
      ok(await service.newProcesses(requireAuth(request), request.body, request.lang)),
    );
    r.post('/initiated/query/favorited', { schema: list }, async (request) =>
      ok(await service.favorited(requireAuth(request), request.body, request.lang)),
    );
    const favourites = { tags, querystring: z.object({ defIds: idList }) };
    r.post('/definition/saveFavorites', { schema: favourites }, async (request) =>
      ok(await service.setFavorites(requireAuth(request), request.query.defIds, true)),
    );
    r.post('/definition/removeFavorites', { schema: favourites }, async (request) =>
      ok(await service.setFavorites(requireAuth(request), request.query.defIds, false)),
    );

    r.get(
      '/instance/getFormData',
      {
        schema: {
          tags,
          querystring: z
            .object({
              defId: id.optional(),
              proInstId: id.optional(),
              copy: yesNo,
              _t: z.string().optional(),
            })
            .refine((q) => q.defId || q.proInstId, { message: 'validation.required', path: ['defId'] }),
        },
      },
      async (request) => ok(await service.formData(requireAuth(request), request.lang, request.query)),
    );

    r.get(
      '/instance/instFormInfo',
      { schema: { tags, querystring: z.object({ instId: id, _t: z.string().optional() }) } },
      async (request) =>
        ok(await service.instFormInfo(requireAuth(request), request.lang, request.query.instId)),
    );

    const create = { idempotent: true } as const;
    r.post('/instance/start', { schema: { tags, body: startBody }, config: create }, async (request) => {
      const result = await service.start(requireAuth(request), request.body);
      return ok(
        { proInstId: result.instanceId, status: result.status, taskIds: result.createdTaskIds },
        { proInstId: result.instanceId },
      );
    });
    r.post('/instance/saveDraft', { schema: { tags, body: startBody }, config: create }, async (request) => {
      const result = await service.saveDraft(requireAuth(request), request.body);
      return ok({ proInstId: result.instanceId, status: result.status }, { proInstId: result.instanceId });
    });

    r.post('/initiated/query/my/draft', { schema: list }, async (request) =>
      ok(await service.drafts(requireAuth(request), request.lang, request.body)),
    );
    r.post(
      '/initiated/draft/remove',
      { schema: { tags, querystring: z.object({ ids: idList }) } },
      async (request) => ok(await service.removeDrafts(requireAuth(request), request.query.ids)),
    );
    r.post('/initiated/query/my/requested', { schema: list }, async (request) =>
      ok(await service.requested(requireAuth(request), request.lang, request.body, false)),
    );
    r.post('/initiated/query/my/completed', { schema: list }, async (request) =>
      ok(await service.requested(requireAuth(request), request.lang, request.body, true)),
    );

    const instanceAction = z.preprocess(flattenParameters, z.object({ instId: id, opinion }));
    r.post('/instance/revoke', { schema: { tags, body: instanceAction } }, async (request) => {
      const { instId, opinion: text } = request.body;
      return ok(await service.withdraw(requireAuth(request), instId, text ?? null));
    });
    r.post(
      '/instance/doEndProcess',
      { schema: { tags, querystring: z.object({ instId: id, endReason: opinion }) } },
      async (request) =>
        ok(await service.endOwn(requireAuth(request), request.query.instId, request.query.endReason ?? null)),
    );
  };
}
