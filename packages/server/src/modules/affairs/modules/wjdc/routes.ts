import { wjdcEndpoints as wjdc } from '@campus/contract/affairs/wjdc/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import type { AffairsContext } from '../../context.js';
import type { AffairRegistry } from '../../registry/registry.js';
import * as surveys from './service.js';
import { groupMount } from '../../group-mount.js';

/**
 * Surveys' API under /api/wjdc/v3, mounted from its declarations (contract
 * affairs/modules/wjdc/api.ts): the lists, a new survey, one survey, answering, closing and the
 * results. Who may read or close which survey is the service's rule.
 */
export function surveyRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  const ctx: AffairsContext = { db, registry };
  const tags = ['affairs/wjdc'];
  return async (app: FastifyInstance) => {
    const on = groupMount(app, tags);
    on(wjdc.list, async ({ me, query }) => ok(await surveys.listSurveys(ctx, me, query.scope)));
    on(wjdc.create, async ({ me, body }) => ok(await surveys.createSurvey(ctx, me, body)));
    on(wjdc.view, async ({ me, params }) => ok(await surveys.surveyView(ctx, me, params.id)));
    on(wjdc.answer, async ({ me, params, body }) =>
      ok(await surveys.submitAnswers(ctx, me, params.id, body.answers)),
    );
    on(wjdc.close, async ({ me, params }) => ok(await surveys.closeSurvey(ctx, me, params.id)));
    on(wjdc.results, async ({ me, params }) => ok(await surveys.surveyResults(ctx, me, params.id)));
  };
}
