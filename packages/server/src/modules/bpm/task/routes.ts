import { taskEndpoints as task } from '@campus/contract/api/bpm/task';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { TaskService } from './service.js';
import type { UrgeService } from './urge.js';

/**
 * Task routes: the form, the actions, batch agree, end, save, add signer, revoke, urge; mounted
 * from their declarations (contract api/bpm/task.ts).
 */
export function taskRoutes(service: TaskService, urging: UrgeService) {
  return async (app: FastifyInstance) => {
    mount(app, task.formData, async ({ me, query, request }) =>
      ok(await service.formData(me, request.lang, query.taskId)),
    );

    const votes = [
      [task.agree, service.agree],
      [task.oppose, service.oppose],
      [task.abandon, service.abandon],
    ] as const;
    for (const [endpoint, vote] of votes) {
      mount(app, endpoint, async ({ me, body, request }) => {
        const result = await vote(me, request.lang, body);
        return ok(result, { proInstId: result.instanceId });
      });
    }

    const rejects = [
      [task.reject, 'reject'],
      [task.rejectToPrevious, 'rejectToPrevious'],
      [task.rejectToStart, 'rejectToStart'],
    ] as const;
    for (const [endpoint, mode] of rejects) {
      mount(app, endpoint, async ({ me, body, request }) => {
        const result = await service.reject(me, request.lang, body, mode);
        return ok(result, { proInstId: result.instanceId });
      });
    }
    mount(app, task.rejectNodes, async ({ me, query }) => ok(await service.rejectNodes(me, query.taskId)));

    mount(app, task.agreeBatch, async ({ me, body, request }) =>
      ok(await service.agreeBatch(me, request.lang, body.taskIds, body.opinion)),
    );
    mount(app, task.endProcess, async ({ me, query, request }) =>
      ok(await service.endProcess(me, request.lang, query.taskId, query.endReason ?? null)),
    );
    mount(app, task.save, async ({ me, body, request }) => ok(await service.save(me, request.lang, body)));

    mount(app, task.toAddSign, async ({ me, query }) => ok(await service.toAddSign(me, query.taskId)));
    mount(app, task.addSign, async ({ me, body, request }) =>
      ok(
        await service.addSign(me, request.lang, {
          taskId: body.taskId,
          userIds: body.addSignTaskUserId,
          reason: body.addReason,
        }),
      ),
    );

    mount(app, task.revoke, async ({ me, body }) =>
      ok(await service.revoke(me, body.taskId, body.opinion ?? null)),
    );
    mount(app, task.urge, async ({ me, body }) => ok(await urging.urge(me, body)));
  };
}
