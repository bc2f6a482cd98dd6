import { xshdEndpoints as xshd } from '@campus/contract/affairs/xshd/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import { checkinRoutes } from '../../checkin/routes.js';
import { checkinUse } from './checkin-use.js';
import * as activities from './service.js';

/**
 * Activities' own API under /api/xshd/v3: the published activities, sign-up and cancellation,
 * participants, the summary, works, credits, and the mechanism's check-in for the activities'
 * sign-in. The list and the credits are mounted from their declarations (contract
 * affairs/modules/xshd/api.ts); the routes addressed by a path parameter (activities/:id/...) are
 * not declared yet: declarations have no path parameters.
 */
const text = (min: number, max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(min, min > 1 ? 'validation.minLength' : 'validation.required')
    .max(max, 'validation.maxLength');
const files = (max: number) =>
  z
    .array(
      z.object({ id: z.string('validation.required').regex(/^[\w-]{1,64}$/, 'validation.format') }),
      'validation.required',
    )
    .max(max, 'validation.maxCount');
const params = z.object({ id });

export function activityRoutes(db: Kysely<DB>) {
  const tags = ['affairs/xshd'];
  const checkin = checkinRoutes(checkinUse(db), tags);
  return async (app: FastifyInstance) => {
    // Under its own prefix: in single mode every service shares /api, where onboarding has /checkin.
    await app.register(checkin, { prefix: '/activity' });
    const r = app.withTypeProvider<ZodTypeProvider>();
    mount(app, xshd.list, async ({ me, query }) => ok(await activities.listActivities(db, me, query.scope)), {
      tags,
    });
    r.get('/activities/:id', { schema: { tags, params } }, async (request) =>
      ok(await activities.activityView(db, requireAuth(request), request.params.id)),
    );
    r.post('/activities/:id/signUp', { schema: { tags, params } }, async (request) =>
      ok(await activities.signUp(db, requireAuth(request), request.params.id)),
    );
    r.post('/activities/:id/cancel', { schema: { tags, params } }, async (request) =>
      ok(await activities.cancel(db, requireAuth(request), request.params.id)),
    );
    r.get('/activities/:id/participants', { schema: { tags, params } }, async (request) =>
      ok(await activities.participantsOf(db, requireAuth(request), request.params.id)),
    );
    r.post(
      '/activities/:id/summary',
      { schema: { tags, params, body: z.object({ text: text(10, 2000), photos: files(9) }) } },
      async (request) =>
        ok(await activities.summarise(db, requireAuth(request), request.params.id, request.body)),
    );
    r.post(
      '/activities/:id/works',
      {
        schema: {
          tags,
          params,
          body: z.object({ title: text(1, 100), description: text(1, 1000), files: files(5) }),
        },
      },
      async (request) =>
        ok(await activities.submitWork(db, requireAuth(request), request.params.id, request.body)),
    );
    r.get('/activities/:id/works', { schema: { tags, params } }, async (request) =>
      ok(await activities.worksOf(db, requireAuth(request), request.params.id)),
    );
    mount(app, xshd.credits, async ({ me }) => ok(await activities.myCredits(db, me)), { tags });
  };
}
