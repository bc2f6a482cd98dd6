import { wjdcEndpoints as wjdc } from '@campus/contract/affairs/wjdc/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import type { AffairsContext } from '../../context.js';
import type { AffairRegistry } from '../../registry/registry.js';
import * as surveys from './service.js';

/**
 * Surveys' API under /api/wjdc/v3, the list and a new survey mounted from their declarations
 * (contract affairs/modules/wjdc/api.ts); the routes addressed by a path parameter (surveys/:id...)
 * are not declared yet: declarations have no path parameters.
 */
const answerValue = z.union([
  z.string().max(1000, 'validation.maxLength'),
  z.array(z.string().max(32, 'validation.maxLength')).max(20, 'validation.maxCount'),
  z.number('validation.number'),
]);
const params = z.object({ id });

export function surveyRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  const ctx: AffairsContext = { db, registry };
  const tags = ['affairs/wjdc'];
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    mount(app, wjdc.list, async ({ me, query }) => ok(await surveys.listSurveys(ctx, me, query.scope)), {
      tags,
    });
    mount(app, wjdc.create, async ({ me, body }) => ok(await surveys.createSurvey(ctx, me, body)), { tags });
    r.get('/surveys/:id', { schema: { tags, params } }, async (request) =>
      ok(await surveys.surveyView(ctx, requireAuth(request), request.params.id)),
    );
    r.post(
      '/surveys/:id/answers',
      {
        schema: {
          tags,
          params,
          body: z.object({
            answers: z.record(z.string().regex(/^q\d{1,3}$/, 'validation.format'), answerValue),
          }),
        },
      },
      async (request) =>
        ok(await surveys.submitAnswers(ctx, requireAuth(request), request.params.id, request.body.answers)),
    );
    r.post('/surveys/:id/close', { schema: { tags, params } }, async (request) =>
      ok(await surveys.closeSurvey(ctx, requireAuth(request), request.params.id)),
    );
    r.get('/surveys/:id/results', { schema: { tags, params } }, async (request) =>
      ok(await surveys.surveyResults(ctx, requireAuth(request), request.params.id)),
    );
  };
}
