import { leaveEndpoints as leave } from '@campus/contract/affairs/lxgl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import { cancelLeave } from './cancel.js';
import { createRegistrationService } from './registration.js';
import { leaveToday } from './today.js';
import { groupMount } from '../../group-mount.js';

/**
 * Leave's own API under /leave, mounted from its declarations (contract: affairs/modules/lxgl/api.ts):
 * cancelling a leave on return (销假), who is away today, and the destination and return
 * registrations.
 */
export function leaveRoutes(db: Kysely<DB>) {
  const registrations = createRegistrationService(db);
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/leave']);

    on(leave.cancel, async ({ me, body }) => ok(await cancelLeave(db, me, body)));
    on(leave.today, async ({ me }) => ok(await leaveToday(db, me)));
    on(leave.openBatch, async ({ me, query }) => ok(await registrations.openBatch(me, query.kind)));

    on(leave.myDestination, async ({ me, query }) =>
      ok(await registrations.mineDestination(me, query.batchId)),
    );
    on(leave.myReturn, async ({ me, query }) => ok(await registrations.mineReturn(me, query.batchId)));
    on(leave.signDestination, async ({ me, body }) => ok(await registrations.signDestination(me, body)));
    on(leave.signReturn, async ({ me, body }) => ok(await registrations.signReturn(me, body)));
    on(leave.destinationCheck, async ({ me, body: { batchId, ...query } }) =>
      ok(await registrations.check(me, 'destination', batchId, query)),
    );
    on(leave.returnCheck, async ({ me, body: { batchId, ...query } }) =>
      ok(await registrations.check(me, 'return', batchId, query)),
    );
  };
}
