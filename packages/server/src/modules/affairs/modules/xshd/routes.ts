import { xshdEndpoints as xshd } from '@campus/contract/affairs/xshd/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { checkinRoutes } from '../../checkin/routes.js';
import { checkinUse } from './checkin-use.js';
import * as activities from './service.js';

/**
 * Activities' own API under /api/xshd/v3, mounted from its declarations (contract
 * affairs/modules/xshd/api.ts): the published activities, one activity, sign-up and cancellation,
 * participants, the summary, works, credits; and the mechanism's check-in for the activities'
 * sign-in, below /activity (in single mode every service shares /api, where onboarding has
 * /checkin).
 */
export function activityRoutes(db: Kysely<DB>) {
  const options = { tags: ['affairs/xshd'] };
  const checkin = checkinRoutes(checkinUse(db), options.tags, '/activity');
  return async (app: FastifyInstance) => {
    await checkin(app);
    mount(
      app,
      xshd.list,
      async ({ me, query }) => ok(await activities.listActivities(db, me, query.scope)),
      options,
    );
    mount(
      app,
      xshd.view,
      async ({ me, params }) => ok(await activities.activityView(db, me, params.id)),
      options,
    );
    mount(
      app,
      xshd.signUp,
      async ({ me, params }) => ok(await activities.signUp(db, me, params.id)),
      options,
    );
    mount(
      app,
      xshd.cancel,
      async ({ me, params }) => ok(await activities.cancel(db, me, params.id)),
      options,
    );
    mount(
      app,
      xshd.participants,
      async ({ me, params }) => ok(await activities.participantsOf(db, me, params.id)),
      options,
    );
    mount(
      app,
      xshd.summarise,
      async ({ me, params, body }) => ok(await activities.summarise(db, me, params.id, body)),
      options,
    );
    mount(
      app,
      xshd.submitWork,
      async ({ me, params, body }) => ok(await activities.submitWork(db, me, params.id, body)),
      options,
    );
    mount(
      app,
      xshd.works,
      async ({ me, params }) => ok(await activities.worksOf(db, me, params.id)),
      options,
    );
    mount(app, xshd.credits, async ({ me }) => ok(await activities.myCredits(db, me)), options);
  };
}
