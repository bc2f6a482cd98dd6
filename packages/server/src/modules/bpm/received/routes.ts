import { PENDING_REACHES } from '@campus/contract';
import { pendingByReach, receivedEndpoints as received } from '@campus/contract/api/bpm/received';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { ReceivedService } from './service.js';

/** The lists that take the list body alone, each answered by the service's function of its name. */
const LISTS = ['pending', 'handled', 'handledTasks', 'concluded', 'revocable', 'copiedToMe'] as const;

/** The approver's lists (all POST with the list body), mounted from contract api/bpm/received.ts. */
export function receivedRoutes(service: ReceivedService) {
  return async (app: FastifyInstance) => {
    for (const list of LISTS) {
      mount(app, received[list], async ({ me, body, request }) =>
        ok(await service[list](me, request.lang, body)),
      );
    }
    // The pending list split by how each task reached the caller.
    for (const reach of PENDING_REACHES) {
      mount(app, pendingByReach[reach], async ({ me, body, request }) =>
        ok(await service.pending(me, request.lang, body, reach)),
      );
    }
  };
}
