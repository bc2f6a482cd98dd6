import { moduleEndpoints } from '@campus/contract/api/affairs/module';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../http/endpoint.js';
import { personLimit } from '../../http/rate-limit.js';
import { ok } from '../../http/reply.js';
import { applyFor } from './apply.js';
import { applyReference } from './apply-reference.js';
import type { AffairsContext } from './context.js';
import { requestDetail } from './detail.js';
import { mine, review } from './lists.js';
import { moduleMeta } from './meta.js';
import { fileObjection, OBJECTIONS_PER_HOUR } from './publicity/objections.js';
import type { LoadedModule } from './registry/registry.js';
import { forModule } from './relations.js';
import { moduleStatistics } from './statistics/module.js';

/**
 * The generic API of one module under /affairs/<module key>/, mounted from its declarations
 * (contract api/affairs/module.ts): meta, reference, apply, mine, review, detail, statistics, and objection
 * for modules with publicity. Who may apply or review is checked by the declarations' relations.
 */
export function moduleRoutes(ctx: AffairsContext, module: LoadedModule) {
  const { descriptor } = module;
  const endpoints = moduleEndpoints(descriptor);
  return forModule(module.group, descriptor, async (app: FastifyInstance) => {
    const tags = { tags: [`affairs/${descriptor.group}`] };
    mount(
      app,
      endpoints.meta,
      async ({ me, request }) => ok(await moduleMeta(ctx, module, me, request.lang)),
      tags,
    );
    mount(
      app,
      endpoints.reference,
      async ({ me, query, request }) => ok(await applyReference(ctx, module, me, request.lang, query)),
      tags,
    );
    mount(app, endpoints.apply, async ({ me, body }) => ok(await applyFor(ctx, module, me, body)), tags);
    mount(
      app,
      endpoints.mine,
      async ({ me, body, request }) => ok(await mine(ctx, me, request.lang, [module], body)),
      tags,
    );
    mount(
      app,
      endpoints.review,
      async ({ me, body, request }) => ok(await review(ctx, me, request.lang, module, body)),
      tags,
    );
    mount(
      app,
      endpoints.detail,
      async ({ me, query, request }) => ok(await requestDetail(ctx, module, me, request.lang, query.id)),
      tags,
    );
    mount(app, endpoints.statistics, async ({ me }) => ok(await moduleStatistics(ctx, module, me)), tags);
    if (descriptor.publicity) {
      mount(app, endpoints.objection, async ({ me, body }) => ok(await fileObjection(ctx, me, body)), {
        ...tags,
        config: personLimit('affair-objection', OBJECTIONS_PER_HOUR, '1 hour'),
      });
    }
  });
}
