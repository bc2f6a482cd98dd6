import { xshdEndpoints as xshd } from '@campus/contract/affairs/xshd/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import { checkinRoutes } from '../../checkin/routes.js';
import { checkinUse } from './checkin-use.js';
import * as activities from './service.js';
import { groupMount } from '../../group-mount.js';

/**
 * Activities' own API under /api/xshd/v3, mounted from its declarations (contract
 * affairs/modules/xshd/api.ts): the published activities, one activity, sign-up and cancellation,
 * participants, the summary, works, credits; and the mechanism's check-in for the activities'
 * sign-in, below /activity (in single mode every service shares /api, where onboarding has
 * /checkin).
 */
export function activityRoutes(db: Kysely<DB>) {
  const tags = ['affairs/xshd'];
  const checkin = checkinRoutes(checkinUse(db), tags, '/activity');
  return async (app: FastifyInstance) => {
    const on = groupMount(app, tags);
    await checkin(app);
    on(xshd.list, async ({ me, query }) => ok(await activities.listActivities(db, me, query.scope)));
    on(xshd.view, async ({ me, params }) => ok(await activities.activityView(db, me, params.id)));
    on(xshd.signUp, async ({ me, params }) => ok(await activities.signUp(db, me, params.id)));
    on(xshd.cancel, async ({ me, params }) => ok(await activities.cancel(db, me, params.id)));
    on(xshd.participants, async ({ me, params }) => ok(await activities.participantsOf(db, me, params.id)));
    on(xshd.summarise, async ({ me, params, body }) =>
      ok(await activities.summarise(db, me, params.id, body)),
    );
    on(xshd.submitWork, async ({ me, params, body }) =>
      ok(await activities.submitWork(db, me, params.id, body)),
    );
    on(xshd.works, async ({ me, params }) => ok(await activities.worksOf(db, me, params.id)));
    on(xshd.credits, async ({ me }) => ok(await activities.myCredits(db, me)));
  };
}
