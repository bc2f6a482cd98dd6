import type { AffairGroupDescriptor } from '@campus/contract';
import { affairsEndpoints, groupEndpoints } from '@campus/contract/api/affairs/group';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../core/change-log/context.js';
import { sendXlsx } from '../../http/content-disposition.js';
import { mount } from '../../http/endpoint.js';
import { groupMount } from './group-mount.js';
import { ok } from '../../http/reply.js';
import { batchQuotas, closeBatch, listBatches, saveBatch, saveQuotas } from './batches/service.js';
import { catalogue } from './catalogue.js';
import { cohortOf } from './cohort.js';
import type { AffairsContext } from './context.js';
import { groupRequestDetail } from './detail.js';
import { groupReview } from './lists.js';
import { publicityList } from './publicity/list.js';
import { exportQuery } from './records/export.js';
import { myPayouts } from './records/payouts.js';
import { groupQuery, groupRecords } from './records/query.js';
import { staffOptions } from './options.js';
import { forGroup } from './relations.js';
import { groupSchemes } from './schemes.js';
import { groupSettingsOwner, listSettings, saveSettings } from './settings/settings.js';
import { groupStatistics } from './statistics/group.js';

/**
 * The generic API of one group under /affairs/<group key>/, mounted from its declarations
 * (contract api/affairs/group.ts): what a student may apply for and their records and payouts;
 * the staff's review list across the group's modules, query with export, statistics, batches and
 * quotas, the school's figures; the publicity list for everyone. Who may review or manage the
 * group is checked by the declarations' relations (relations.ts).
 */
export function groupRoutes(ctx: AffairsContext, group: AffairGroupDescriptor) {
  // The settings screen lists the modules' settings, then the group's own.
  const settingsOf = (g: AffairGroupDescriptor) => [
    ...ctx.registry.modulesOf(g.key),
    { descriptor: groupSettingsOwner(g) },
  ];
  const endpoints = groupEndpoints(group);
  return forGroup(group, async (app: FastifyInstance) => {
    const on = groupMount(app, [`affairs/${group.key}`]);
    on(endpoints.schemes, async ({ me, request }) => ok(await groupSchemes(ctx, me, request.lang, group)));
    on(endpoints.records, async ({ me, body, request }) =>
      ok(await groupRecords(ctx, me, request.lang, group, body)),
    );
    on(endpoints.payouts, async ({ me, request }) => ok(await myPayouts(ctx, me, request.lang, group)));
    on(endpoints.publicity, async ({ me, body, request }) =>
      ok(await publicityList(ctx, me, request.lang, group, body)),
    );
    on(endpoints.review, async ({ me, body, request }) =>
      ok(await groupReview(ctx, me, request.lang, group, body)),
    );
    on(endpoints.detail, async ({ me, query, request }) =>
      ok(await groupRequestDetail(ctx, group.key, me, request.lang, query.id)),
    );
    on(endpoints.query, async ({ me, body, request }) =>
      ok(await groupQuery(ctx, me, request.lang, group, body)),
    );
    on(endpoints.options, async ({ me }) => ok(await staffOptions(ctx, me, group)));
    on(endpoints.export, async ({ me, body, request, reply }) => {
      const { file, fileName } = await exportQuery(ctx, me, request.lang, group, body);
      return sendXlsx(reply, file, fileName);
    });
    on(endpoints.statistics, async ({ me, query, request }) =>
      ok(await groupStatistics(ctx, me, request.lang, group, query)),
    );
    on(endpoints.batches, async ({ me, query }) => ok(await listBatches(ctx, me, group, query)));
    on(endpoints.saveBatch, async ({ me, body, request }) =>
      ok(await saveBatch(ctx, me, group, body, changeContext(me, request))),
    );
    on(endpoints.closeBatch, async ({ me, body, request }) =>
      ok(await closeBatch(ctx, me, group, body, changeContext(me, request))),
    );
    on(endpoints.quotas, async ({ me, query }) => ok(await batchQuotas(ctx, me, group, query.batchId)));
    on(endpoints.saveQuotas, async ({ me, body, request }) =>
      ok(await saveQuotas(ctx, me, group, body, changeContext(me, request))),
    );
    on(endpoints.settings, async ({ me, request }) =>
      ok(await listSettings(ctx.db, me.tenantId, settingsOf(group), request.lang)),
    );
    on(endpoints.saveSettings, async ({ me, body, request }) => {
      await saveSettings(
        ctx.db,
        changeContext(me, request),
        [...group.modules, groupSettingsOwner(group)],
        body.settings,
        Date.now(),
      );
      return ok(await listSettings(ctx.db, me.tenantId, settingsOf(group), request.lang));
    });
  });
}

/** The caller's entries into every group, for the workbench, and their cohort (under the business service). */
export function catalogueRoutes(ctx: AffairsContext) {
  return async (app: FastifyInstance) => {
    mount(
      app,
      affairsEndpoints.catalogue,
      async ({ me, request }) => ok(await catalogue(ctx, me, request.lang)),
      { tags: ['affairs'] },
    );
    mount(
      app,
      affairsEndpoints.cohort,
      async ({ me }) => ok(await cohortOf(ctx.db, me.tenantId, me.userId)),
      {
        tags: ['affairs'],
      },
    );
  };
}
