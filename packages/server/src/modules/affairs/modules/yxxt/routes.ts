import { ONBOARDING_FORMS, ONBOARDING_PAGES, STANDINGS } from '@campus/contract/affairs/yxxt';
import { yxxtEndpoints as onboarding } from '@campus/contract/affairs/yxxt/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { formData, id } from '../../../../http/schemas.js';
import { requireGroupReviewer } from '../../audience.js';
import { checkinRoutes } from '../../checkin/routes.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { configOf } from './config.js';
import { localizeForm } from '../../../../engine/forms.js';
import { myForm, questionForm, saveMyForm } from './forms.js';
import { freshmenPage, setStanding } from './freshmen.js';
import { ONBOARDING_PURPOSE, YXXT } from './group.js';
import { journeyOf } from './journey.js';
import { pageOf, savePage } from './pages.js';
import { answerQuestion, askQuestion, questionDetail, questionList } from './questions.js';
import { onboardingStatistics } from './statistics.js';

/**
 * Onboarding's own API under /api/yxxt/v3, mounted from its declarations (contract
 * affairs/modules/yxxt/api.ts): the journey, the school's configuration, the statistics, the
 * freshman's forms, the school's pages, the questions, staff's list of freshmen and their
 * standing, and the mechanism's check-in for its points (staff: the group's reviewers; points are
 * for the school's cohort). The routes addressed by a path parameter are not declared yet:
 * declarations have no path parameters.
 */
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const localized = (max: number) =>
  z.union([
    text(max),
    z.partialRecord(z.enum(['zh-CN', 'zh-TW', 'en-US', 'ja-JP'], 'validation.oneOf'), text(max)),
  ]);
const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, 'validation.oneOf');

export function onboardingRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  const tags = ['affairs/yxxt'];
  const checkin = checkinRoutes(
    {
      db,
      purpose: ONBOARDING_PURPOSE,
      requireStaff: (caller) => requireGroupReviewer(YXXT, caller),
      audienceGrade: async (tenantId) => (await configOf(db, tenantId)).cohort,
    },
    tags,
  );
  return async (app: FastifyInstance) => {
    await checkin(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    mount(
      app,
      onboarding.journey,
      async ({ me, request }) => ok(await journeyOf(db, registry, me, request.lang)),
      {
        tags,
      },
    );
    mount(app, onboarding.config, async ({ me }) => ok(await configOf(db, me.tenantId)), { tags });
    mount(app, onboarding.statistics, async ({ me }) => ok(await onboardingStatistics(db, registry, me)), {
      tags,
    });

    const formParams = z.object({ kind: enumOf(ONBOARDING_FORMS) });
    r.get('/onboarding/forms/:kind', { schema: { tags, params: formParams } }, async (request) =>
      ok(await myForm(db, requireAuth(request), request.params.kind, request.lang)),
    );
    r.post(
      '/onboarding/forms/:kind',
      { schema: { tags, params: formParams, body: z.object({ values: formData }) } },
      async (request) =>
        ok(
          await saveMyForm(
            db,
            requireAuth(request),
            request.params.kind,
            request.body.values ?? {},
            request.lang,
          ),
        ),
    );

    const pageParams = z.object({ key: enumOf(ONBOARDING_PAGES) });
    r.get('/onboarding/pages/:key', { schema: { tags, params: pageParams } }, async (request) =>
      ok(await pageOf(db, requireAuth(request), request.params.key, request.lang)),
    );
    r.post(
      '/onboarding/pages/:key',
      {
        schema: {
          tags,
          params: pageParams,
          body: z.object({ title: localized(100), body: localized(20_000) }),
        },
      },
      async (request) => {
        const caller = requireAuth(request);
        await savePage(db, caller, request.params.key, request.body);
        return ok(await pageOf(db, caller, request.params.key, request.lang));
      },
    );

    mount(app, onboarding.questions, async ({ me, query }) => ok(await questionList(db, me, query.scope)), {
      tags,
    });
    mount(
      app,
      onboarding.questionForm,
      async ({ request }) => ok(localizeForm(questionForm(), request.lang)),
      {
        tags,
      },
    );
    mount(app, onboarding.ask, async ({ me, body }) => ok(await askQuestion(db, me, body.values ?? {})), {
      tags,
    });
    r.get('/onboarding/questions/:id', { schema: { tags, params: z.object({ id }) } }, async (request) =>
      ok(await questionDetail(db, requireAuth(request), request.params.id)),
    );
    r.post(
      '/onboarding/questions/:id/answer',
      {
        schema: {
          tags,
          params: z.object({ id }),
          body: z.object({ answer: text(1000), faq: z.boolean('validation.required').default(false) }),
        },
      },
      async (request) => ok(await answerQuestion(db, requireAuth(request), request.params.id, request.body)),
    );

    mount(
      app,
      onboarding.freshmen,
      async ({ me, query }) => ok(await freshmenPage(db, registry, me, query)),
      {
        tags,
      },
    );
    r.post(
      '/onboarding/students/:id/standing',
      {
        schema: {
          tags,
          params: z.object({ id }),
          body: z.object({
            standing: enumOf(STANDINGS),
            reason: z.string().trim().max(200, 'validation.maxLength').optional(),
          }),
        },
      },
      async (request) => {
        await setStanding(db, requireAuth(request), request.params.id, request.body);
        return ok(null);
      },
    );
  };
}
