import { HttpState } from '@campus/contract';
import { initiatedEndpoints as initiated } from '@campus/contract/api/bpm/initiated';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { InitiatedService } from './service.js';

/**
 * The starter's routes: catalogue, favourites, start form, start, drafts, own requests, withdraw
 * and end; mounted from their declarations (contract api/bpm/initiated.ts).
 */
export function initiatedRoutes(service: InitiatedService) {
  return async (app: FastifyInstance) => {
    mount(app, initiated.newProcesses, async ({ me, body, request }) =>
      ok(await service.newProcesses(me, body, request.lang)),
    );
    mount(app, initiated.favorited, async ({ me, body, request }) =>
      ok(await service.favorited(me, body, request.lang)),
    );
    mount(app, initiated.saveFavorites, async ({ me, query }) =>
      ok(await service.setFavorites(me, query.defIds, true)),
    );
    mount(app, initiated.removeFavorites, async ({ me, query }) =>
      ok(await service.setFavorites(me, query.defIds, false)),
    );

    mount(app, initiated.formData, async ({ me, query, request }) =>
      ok(await service.formData(me, request.lang, query)),
    );
    mount(app, initiated.instFormInfo, async ({ me, query, request }) =>
      ok(await service.instFormInfo(me, request.lang, query.instId)),
    );

    mount(app, initiated.start, async ({ me, body }) => {
      const result = await service.start(me, body);
      return ok(
        { proInstId: result.instanceId, status: result.status, taskIds: result.createdTaskIds },
        { proInstId: result.instanceId },
      );
    });
    mount(app, initiated.saveDraft, async ({ me, body }) => {
      const result = await service.saveDraft(me, body);
      return ok({ proInstId: result.instanceId, status: result.status }, { proInstId: result.instanceId });
    });

    mount(app, initiated.drafts, async ({ me, body, request }) =>
      ok(await service.drafts(me, request.lang, body)),
    );
    mount(app, initiated.removeDrafts, async ({ me, query, body }) => {
      const ids = query.ids ?? body?.ids;
      if (!ids) fail(HttpState.BAD_REQUEST, { fields: [{ field: 'ids', message: 'validation.required' }] });
      return ok(await service.removeDrafts(me, ids));
    });
    mount(app, initiated.requested, async ({ me, body, request }) =>
      ok(await service.requested(me, request.lang, body, false)),
    );
    mount(app, initiated.completed, async ({ me, body, request }) =>
      ok(await service.requested(me, request.lang, body, true)),
    );

    mount(app, initiated.withdraw, async ({ me, body }) =>
      ok(await service.withdraw(me, body.instId, body.opinion ?? null)),
    );
    mount(app, initiated.end, async ({ me, query }) =>
      ok(await service.endOwn(me, query.instId, query.endReason ?? null)),
    );
  };
}
