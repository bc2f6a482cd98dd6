import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { formData, id } from '../../../http/schemas.js';
import { flattenParameters, idList, nodeUsers, opinion } from '../shared/schemas.js';
import type { TaskService } from './service.js';
import type { UrgeService } from './urge.js';

const tags = ['bpm'];

const taskAction = z.object({ taskId: id, data: formData, opinion, nodeUsers });
const rejectAction = taskAction.extend({
  destination: z.string().max(200).optional(),
  rejectMode: z.string().max(32).optional(),
  backHandMode: z.enum(['normal', 'direct'], 'validation.oneOf').optional(),
});
const body = <T extends z.ZodType>(schema: T) => z.preprocess(flattenParameters, schema);
const taskQuery = z.object({ taskId: id, _t: z.string().optional() });

/** Task routes: the form, the actions, batch agree, end, save, add signer, revoke, urge. */
export function taskRoutes(service: TaskService, urging: UrgeService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/task/getFormData', { schema: { tags, querystring: taskQuery } }, async (request) =>
      ok(await service.formData(requireAuth(request), request.lang, request.query.taskId)),
    );

    const votes = {
      '/task/agree': service.agree,
      '/task/oppose': service.oppose,
      '/task/abandon': service.abandon,
    };
    for (const [path, vote] of Object.entries(votes)) {
      r.post(path, { schema: { tags, body: body(taskAction) } }, async (request) => {
        const result = await vote(requireAuth(request), request.lang, request.body);
        return ok(result, { proInstId: result.instanceId });
      });
    }

    const rejects = {
      '/task/reject': 'reject',
      '/task/reject/previous': 'rejectToPrevious',
      '/task/reject/starter': 'rejectToStart',
    } as const;
    for (const [path, mode] of Object.entries(rejects)) {
      r.post(path, { schema: { tags, body: body(rejectAction) } }, async (request) => {
        const result = await service.reject(requireAuth(request), request.lang, request.body, mode);
        return ok(result, { proInstId: result.instanceId });
      });
    }
    r.get('/task/rejectNodes', { schema: { tags, querystring: taskQuery } }, async (request) =>
      ok(await service.rejectNodes(requireAuth(request), request.query.taskId)),
    );

    r.post(
      '/task/agree/batch',
      { schema: { tags, body: body(z.object({ taskIds: idList, opinion })) } },
      async (request) =>
        ok(
          await service.agreeBatch(
            requireAuth(request),
            request.lang,
            request.body.taskIds,
            request.body.opinion,
          ),
        ),
    );

    r.post(
      '/task/doEndProcess',
      { schema: { tags, querystring: z.object({ taskId: id, endReason: opinion }) } },
      async (request) =>
        ok(
          await service.endProcess(
            requireAuth(request),
            request.lang,
            request.query.taskId,
            request.query.endReason ?? null,
          ),
        ),
    );

    r.post('/task/save/task', { schema: { tags, body: body(taskAction) } }, async (request) =>
      ok(await service.save(requireAuth(request), request.lang, request.body)),
    );

    r.get('/task/toAddSignTask', { schema: { tags, querystring: taskQuery } }, async (request) =>
      ok(await service.toAddSign(requireAuth(request), request.query.taskId)),
    );
    r.post(
      '/task/doAddSignTask',
      {
        schema: { tags, body: body(z.object({ taskId: id, addSignTaskUserId: idList, addReason: opinion })) },
      },
      async (request) => {
        const { taskId, addSignTaskUserId, addReason } = request.body;
        return ok(
          await service.addSign(requireAuth(request), request.lang, {
            taskId,
            userIds: addSignTaskUserId,
            reason: addReason,
          }),
        );
      },
    );

    r.post(
      '/task/revoke',
      {
        schema: {
          tags,
          body: body(z.object({ taskId: id, opinion, backHandMode: z.string().max(32).optional() })),
        },
      },
      async (request) =>
        ok(await service.revoke(requireAuth(request), request.body.taskId, request.body.opinion ?? null)),
    );

    r.post(
      '/task/urge',
      {
        schema: {
          tags,
          body: body(
            z
              .object({
                taskId: id.optional(),
                instId: id.optional(),
                message: z.string().max(500, 'validation.maxLength').optional(),
              })
              .refine((b) => b.taskId || b.instId, { message: 'validation.required', path: ['taskId'] }),
          ),
        },
      },
      async (request) => ok(await urging.urge(requireAuth(request), request.body)),
    );
  };
}
