import { wjdcEndpoints as wjdc } from '@campus/contract/affairs/wjdc/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import type { AffairsContext } from '../../context.js';
import type { AffairRegistry } from '../../registry/registry.js';
import * as surveys from './service.js';

/**
 * Surveys' API under /api/wjdc/v3, mounted from its declarations (contract
 * affairs/modules/wjdc/api.ts): the lists, a new survey, one survey, answering, closing and the
 * results. Who may read or close which survey is the service's rule.
 */
export function surveyRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  const ctx: AffairsContext = { db, registry };
  const options = { tags: ['affairs/wjdc'] };
  return async (app: FastifyInstance) => {
    mount(
      app,
      wjdc.list,
      async ({ me, query }) => ok(await surveys.listSurveys(ctx, me, query.scope)),
      options,
    );
    mount(app, wjdc.create, async ({ me, body }) => ok(await surveys.createSurvey(ctx, me, body)), options);
    mount(
      app,
      wjdc.view,
      async ({ me, params }) => ok(await surveys.surveyView(ctx, me, params.id)),
      options,
    );
    mount(
      app,
      wjdc.answer,
      async ({ me, params, body }) => ok(await surveys.submitAnswers(ctx, me, params.id, body.answers)),
      options,
    );
    mount(
      app,
      wjdc.close,
      async ({ me, params }) => ok(await surveys.closeSurvey(ctx, me, params.id)),
      options,
    );
    mount(
      app,
      wjdc.results,
      async ({ me, params }) => ok(await surveys.surveyResults(ctx, me, params.id)),
      options,
    );
  };
}
