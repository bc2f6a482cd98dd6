import { isAcademicYear, listQuerySchema, type AffairGroupDescriptor } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth.js';
import { sendXlsx } from '../../http/content-disposition.js';
import { ok } from '../../http/reply.js';
import { id } from '../../http/schemas.js';
import { requireManager } from './audience.js';
import { batchQuotas, closeBatch, listBatches, saveBatch, saveQuotas } from './batches/service.js';
import { catalogue } from './catalogue.js';
import type { AffairsContext } from './context.js';
import { groupRequestDetail } from './detail.js';
import { groupReview } from './lists.js';
import { publicityList } from './publicity/list.js';
import { exportQuery } from './records/export.js';
import { myPayouts } from './records/payouts.js';
import { groupQuery, groupRecords } from './records/query.js';
import { staffOptions } from './options.js';
import { groupSchemes } from './schemes.js';
import { groupSettingsOwner, listSettings, saveSettings } from './settings/settings.js';
import { groupStatistics } from './statistics/group.js';

const moduleKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key');
const date = z.string('validation.required').max(10, 'validation.maxLength');
const academicYear = z.string().refine(isAcademicYear, 'validation.format');

const batchBody = z.object({
  id: id.optional(),
  version: z.number().int().min(1).optional(),
  module: moduleKey,
  academicYear,
  name: z
    .string('validation.required')
    .trim()
    .min(2, 'validation.minLength')
    .max(100, 'validation.maxLength'),
  startDate: date,
  endDate: date,
  audience: z
    .object({
      grades: z.array(z.string().max(8)).max(20).optional(),
      colleges: z.array(id).max(100).optional(),
    })
    .optional(),
  perStudent: z.number().int().min(1, 'validation.min').max(10, 'validation.max').optional(),
  publicityDays: z.number().int().min(1, 'validation.min').max(30, 'validation.max').optional(),
});

const quotasBody = z.object({
  batchId: id,
  quotas: z
    .array(
      z.object({
        collegeId: id,
        quota: z.number().int().min(0, 'validation.min').max(100_000, 'validation.max').nullable(),
      }),
    )
    .max(200),
});

const settingsBody = z.object({
  settings: z
    .array(z.object({ module: moduleKey, key: moduleKey, value: z.unknown() }))
    .min(1)
    .max(100),
});

/**
 * The generic API of one group under /affairs/<group key>/ (contract: affairs/wire.ts): what a
 * student may apply for and their records and payouts; the staff's review list across the
 * group's modules, query with export, statistics, batches and quotas, the school's figures;
 * the publicity list for everyone.
 */
export function groupRoutes(ctx: AffairsContext, group: AffairGroupDescriptor) {
  // The settings screen lists the modules' settings, then the group's own.
  const settingsOf = (g: AffairGroupDescriptor) => [
    ...ctx.registry.modulesOf(g.key),
    { descriptor: groupSettingsOwner(g) },
  ];
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = [`affairs/${group.key}`];
    const list = { tags, body: listQuerySchema };
    const base = `/affairs/${group.key}`;

    r.get(`${base}/schemes`, { schema: { tags } }, async (request) =>
      ok(await groupSchemes(ctx, requireAuth(request), request.lang, group)),
    );
    r.post(`${base}/records`, { schema: list }, async (request) =>
      ok(await groupRecords(ctx, requireAuth(request), request.lang, group, request.body)),
    );
    r.get(`${base}/payouts`, { schema: { tags } }, async (request) =>
      ok(await myPayouts(ctx, requireAuth(request), request.lang, group)),
    );
    r.post(`${base}/publicity`, { schema: list }, async (request) =>
      ok(await publicityList(ctx, requireAuth(request), request.lang, group, request.body)),
    );
    r.post(`${base}/review`, { schema: list }, async (request) =>
      ok(await groupReview(ctx, requireAuth(request), request.lang, group, request.body)),
    );
    r.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
      ok(await groupRequestDetail(ctx, group.key, requireAuth(request), request.lang, request.query.id)),
    );
    r.post(`${base}/query`, { schema: list }, async (request) =>
      ok(await groupQuery(ctx, requireAuth(request), request.lang, group, request.body)),
    );
    r.get(`${base}/options`, { schema: { tags } }, async (request) =>
      ok(await staffOptions(ctx, requireAuth(request), group)),
    );
    r.post(`${base}/export`, { schema: list }, async (request, reply) => {
      const { file, fileName } = await exportQuery(
        ctx,
        requireAuth(request),
        request.lang,
        group,
        request.body,
      );
      return sendXlsx(reply, file, fileName);
    });
    r.get(
      `${base}/statistics`,
      { schema: { tags, querystring: z.object({ batchId: id.optional(), module: moduleKey.optional() }) } },
      async (request) =>
        ok(await groupStatistics(ctx, requireAuth(request), request.lang, group, request.query)),
    );
    r.get(
      `${base}/batches`,
      {
        schema: {
          tags,
          querystring: z.object({ module: moduleKey.optional(), academicYear: academicYear.optional() }),
        },
      },
      async (request) => ok(await listBatches(ctx, requireAuth(request), group, request.query)),
    );
    r.post(
      `${base}/batch/save`,
      { schema: { tags, body: batchBody }, config: { idempotent: true } },
      async (request) => ok(await saveBatch(ctx, requireAuth(request), group, request.body)),
    );
    r.post(
      `${base}/batch/close`,
      { schema: { tags, body: z.object({ id, version: z.number().int().min(1) }) } },
      async (request) => ok(await closeBatch(ctx, requireAuth(request), group, request.body)),
    );
    r.get(`${base}/quotas`, { schema: { tags, querystring: z.object({ batchId: id }) } }, async (request) =>
      ok(await batchQuotas(ctx, requireAuth(request), group, request.query.batchId)),
    );
    r.post(`${base}/quotas/save`, { schema: { tags, body: quotasBody } }, async (request) =>
      ok(await saveQuotas(ctx, requireAuth(request), group, request.body)),
    );
    r.get(`${base}/settings`, { schema: { tags } }, async (request) => {
      const caller = requireAuth(request);
      return ok(await listSettings(ctx.db, caller.tenantId, settingsOf(group), request.lang));
    });
    r.post(`${base}/settings/save`, { schema: { tags, body: settingsBody } }, async (request) => {
      const caller = requireAuth(request);
      requireManager(group, caller);
      await saveSettings(
        ctx.db,
        caller.tenantId,
        caller.userId,
        [...group.modules, groupSettingsOwner(group)],
        request.body.settings,
        Date.now(),
      );
      return ok(await listSettings(ctx.db, caller.tenantId, settingsOf(group), request.lang));
    });
  };
}

/** The caller's entries into every group, for the workbench (under the business service). */
export function catalogueRoutes(ctx: AffairsContext) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/affairs/catalogue', { schema: { tags: ['affairs'] } }, async (request) =>
        ok(await catalogue(ctx, requireAuth(request), request.lang)),
      );
  };
}
