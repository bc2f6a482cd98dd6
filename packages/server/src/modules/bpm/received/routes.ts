import { PENDING_REACHES } from '@campus/contract';
import { pendingByReach, receivedEndpoints as received } from '@campus/contract/api/bpm/received';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { ReceivedService } from './service.js';

/** The approver's lists (all POST with the list body), mounted from contract api/bpm/received.ts. */
export function receivedRoutes(service: ReceivedService) {
  return async (app: FastifyInstance) => {
    mount(app, received.pending, async ({ me, body, request }) =>
      ok(await service.pending(me, request.lang, body)),
    );
    mount(app, received.handled, async ({ me, body, request }) =>
      ok(await service.handled(me, request.lang, body)),
    );
    mount(app, received.handledTasks, async ({ me, body, request }) =>
      ok(await service.handledTasks(me, request.lang, body)),
    );
    mount(app, received.concluded, async ({ me, body, request }) =>
      ok(await service.concluded(me, request.lang, body)),
    );
    mount(app, received.revocable, async ({ me, body, request }) =>
      ok(await service.revocable(me, request.lang, body)),
    );
    mount(app, received.copiedToMe, async ({ me, body, request }) =>
      ok(await service.copiedToMe(me, request.lang, body)),
    );
    // The pending list split by how each task reached the caller.
    for (const reach of PENDING_REACHES) {
      mount(app, pendingByReach[reach], async ({ me, body, request }) =>
        ok(await service.pending(me, request.lang, body, reach)),
      );
    }
  };
}
