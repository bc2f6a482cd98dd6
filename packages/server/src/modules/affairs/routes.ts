import { listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth.js';
import { personLimit } from '../../http/rate-limit.js';
import { ok } from '../../http/reply.js';
import { formData, id } from '../../http/schemas.js';
import { applyFor } from './apply.js';
import type { AffairsContext } from './context.js';
import { requestDetail } from './detail.js';
import { mine, review } from './lists.js';
import { moduleMeta } from './meta.js';
import { fileObjection, OBJECTIONS_PER_HOUR } from './publicity/objections.js';
import type { LoadedModule } from './registry/registry.js';
import { moduleStatistics } from './statistics/module.js';

/** Objection reasons: long enough to be checked, short enough to read (MODULES-RESEARCH §0.4). */
export const objectionBody = z.object({
  id,
  reason: z
    .string('validation.required')
    .trim()
    .min(10, 'validation.minLength')
    .max(1000, 'validation.maxLength'),
});

/**
 * The generic API of one module (contract: affairs/types.ts) under /affairs/<module key>/:
 * meta, apply, mine, review, detail, statistics, and objection for modules with publicity.
 */
export function moduleRoutes(ctx: AffairsContext, module: LoadedModule) {
  const { descriptor } = module;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = [`affairs/${descriptor.group}`];
    const list = { tags, body: listQuerySchema };
    const base = `/affairs/${descriptor.key}`;

    r.get(`${base}/meta`, { schema: { tags } }, async (request) =>
      ok(await moduleMeta(ctx, module, requireAuth(request), request.lang)),
    );
    r.post(
      `${base}/apply`,
      {
        schema: { tags, body: z.object({ data: formData, draftId: id.optional() }) },
        config: { idempotent: true },
      },
      async (request) => ok(await applyFor(ctx, module, requireAuth(request), request.body)),
    );
    r.post(`${base}/mine`, { schema: list }, async (request) =>
      ok(await mine(ctx, requireAuth(request), request.lang, [module], request.body)),
    );
    r.post(`${base}/review`, { schema: list }, async (request) =>
      ok(await review(ctx, requireAuth(request), request.lang, module, request.body)),
    );
    r.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
      ok(await requestDetail(ctx, module, requireAuth(request), request.lang, request.query.id)),
    );
    r.get(`${base}/statistics`, { schema: { tags } }, async (request) =>
      ok(await moduleStatistics(ctx, module, requireAuth(request))),
    );
    if (descriptor.publicity) {
      r.post(
        `${base}/objection`,
        {
          schema: { tags, body: objectionBody },
          config: { idempotent: true, ...personLimit('affair-objection', OBJECTIONS_PER_HOUR, '1 hour') },
        },
        async (request) => ok(await fileObjection(ctx, requireAuth(request), request.body)),
      );
    }
  };
}
