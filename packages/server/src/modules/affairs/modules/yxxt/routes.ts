import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { requireGroupReviewer } from '../../audience.js';
import { checkinRoutes } from '../../checkin/routes.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { configOf } from './config.js';
import { ONBOARDING_PURPOSE, YXXT } from './group.js';
import { journeyOf } from './journey.js';
import { onboardingStatistics } from './statistics.js';

/**
 * Onboarding's own API under /api/yxxt/v3 (contract affairs/modules/yxxt/types.ts): the journey,
 * the school's configuration, the statistics, and the mechanism's check-in for its points (staff:
 * the group's reviewers; points are for the school's cohort).
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
    await checkin(app);
    app.get('/onboarding/journey', { schema: { tags } }, async (request) =>
      ok(await journeyOf(db, registry, requireAuth(request), request.lang)),
    );
    app.get('/onboarding/config', { schema: { tags } }, async (request) => {
      const caller = requireAuth(request);
      return ok(await configOf(db, caller.tenantId));
    });
    app.get('/onboarding/statistics', { schema: { tags } }, async (request) =>
      ok(await onboardingStatistics(db, registry, requireAuth(request))),
    );
  };
}
