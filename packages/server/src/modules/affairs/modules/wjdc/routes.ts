import { QUESTION_KINDS } from '@campus/contract/affairs/wjdc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import type { AffairsContext } from '../../context.js';
import type { AffairRegistry } from '../../registry/registry.js';
import * as surveys from './service.js';

/** Surveys' API under /api/wjdc/v3 (contract affairs/modules/wjdc/types.ts). */
const text = (min: number, max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(min, min > 1 ? 'validation.minLength' : 'validation.required')
    .max(max, 'validation.maxLength');
const time = z
  .number('validation.required')
  .int('validation.integer')
  .min(0, 'validation.min')
  .max(4_102_444_800_000, 'validation.max');

const question = z.object({
  kind: z.enum(QUESTION_KINDS, 'validation.oneOf'),
  title: text(1, 200),
  required: z.boolean('validation.required').default(true),
  options: z.array(text(1, 100), 'validation.required').max(20, 'validation.maxCount').optional(),
  scale: z.union([z.literal(5), z.literal(10)], 'validation.oneOf').optional(),
});

const surveyInput = z
  .object({
    title: text(1, 100),
    intro: z.string('validation.required').trim().max(1000, 'validation.maxLength').default(''),
    questions: z
      .array(question, 'validation.required')
      .min(1, 'validation.required')
      .max(50, 'validation.maxCount'),
    audience: z
      .object({
        grades: z
          .array(z.string().regex(/^\d{4}$/, 'validation.format'))
          .max(10, 'validation.maxCount')
          .default([]),
        colleges: z.array(id).max(50, 'validation.maxCount').default([]),
      })
      .default({ grades: [], colleges: [] }),
    opensAt: time,
    closesAt: time,
    anonymous: z.boolean('validation.required').default(true),
  })
  .refine((s) => s.closesAt > s.opensAt, { message: 'validation.dateOrder', path: ['closesAt'] });

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
    r.get(
      '/surveys',
      {
        schema: {
          tags,
          querystring: z.object({ scope: z.enum(['mine', 'created'], 'validation.oneOf').default('mine') }),
        },
      },
      async (request) => ok(await surveys.listSurveys(ctx, requireAuth(request), request.query.scope)),
    );
    r.post('/surveys', { schema: { tags, body: surveyInput } }, async (request) =>
      ok(await surveys.createSurvey(ctx, requireAuth(request), request.body)),
    );
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
