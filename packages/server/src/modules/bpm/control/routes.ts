import { controlEndpoints as control } from '@campus/contract/api/bpm/control';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../../core/change-log/context.js';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { ControlService } from './service.js';

/** POST task/lock, task/unlock, task/suspendProcess, task/recoverProcess, each `?taskId=` (contract api/bpm/control.ts). */
export function controlRoutes(service: ControlService) {
  return async (app: FastifyInstance) => {
    mount(app, control.lock, async ({ me, query }) => ok(await service.lock(me, query.taskId)));
    mount(app, control.unlock, async ({ me, query, request }) =>
      ok(await service.unlock(me, changeContext(me, request), query.taskId)),
    );
    mount(app, control.suspendProcess, async ({ me, query, request }) =>
      ok(await service.suspend(me, changeContext(me, request), query.taskId)),
    );
    mount(app, control.recoverProcess, async ({ me, query, request }) =>
      ok(await service.recover(me, changeContext(me, request), query.taskId)),
    );
  };
}
