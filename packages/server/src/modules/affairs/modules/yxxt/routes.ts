import { yxxtEndpoints as onboarding } from '@campus/contract/affairs/yxxt/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
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
import { groupMount } from '../../group-mount.js';

/**
 * Onboarding's own API under /api/yxxt/v3, mounted from its declarations (contract
 * affairs/modules/yxxt/api.ts): the journey, the school's configuration, the statistics, the
 * freshman's forms, the school's pages, the questions, staff's list of freshmen and their
 * standing, and the mechanism's check-in for its points (staff: the group's reviewers; points are
 * for the school's cohort).
 */
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
    const on = groupMount(app, tags);
    await checkin(app);
    on(onboarding.journey, async ({ me, request }) => ok(await journeyOf(db, registry, me, request.lang)));
    on(onboarding.config, async ({ me }) => ok(await configOf(db, me.tenantId)));
    on(onboarding.statistics, async ({ me }) => ok(await onboardingStatistics(db, registry, me)));

    on(onboarding.form, async ({ me, params, request }) =>
      ok(await myForm(db, me, params.kind, request.lang)),
    );
    on(onboarding.saveForm, async ({ me, params, body, request }) =>
      ok(await saveMyForm(db, me, params.kind, body.values ?? {}, request.lang)),
    );
    on(onboarding.page, async ({ me, params, request }) =>
      ok(await pageOf(db, me, params.key, request.lang)),
    );
    on(onboarding.savePage, async ({ me, params, body, request }) => {
      await savePage(db, me, params.key, body);
      return ok(await pageOf(db, me, params.key, request.lang));
    });

    on(onboarding.questions, async ({ me, query }) => ok(await questionList(db, me, query.scope)));
    on(onboarding.questionForm, async ({ request }) => ok(localizeForm(questionForm(), request.lang)));
    on(onboarding.ask, async ({ me, body }) => ok(await askQuestion(db, me, body.values ?? {})));
    on(onboarding.question, async ({ me, params }) => ok(await questionDetail(db, me, params.id)));
    on(onboarding.answer, async ({ me, params, body }) => ok(await answerQuestion(db, me, params.id, body)));

    on(onboarding.freshmen, async ({ me, query }) => ok(await freshmenPage(db, registry, me, query)));
    on(onboarding.setStanding, async ({ me, params, body }) => {
      await setStanding(db, me, params.id, body);
      return ok(null);
    });
  };
}
