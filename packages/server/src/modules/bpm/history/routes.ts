import { historyEndpoints as history } from '@campus/contract/api/bpm/history';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { HistoryService } from './service.js';

/** The approval timeline, the diagram and copy-to, mounted from contract api/bpm/history.ts. */
export function historyRoutes(service: HistoryService) {
  return async (app: FastifyInstance) => {
    mount(app, history.flowHistory, async ({ me, body, request }) =>
      ok(await service.flowHistory(me, request.lang, body)),
    );
    mount(app, history.flowImage, async ({ me, query, request }) =>
      ok(await service.flowImage(me, request.lang, query)),
    );
    mount(app, history.copyTo, async ({ me, body }) => ok(await service.copyTo(me, body)));
  };
}
