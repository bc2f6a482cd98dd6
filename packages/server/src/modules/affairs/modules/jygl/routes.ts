import { employmentEndpoints as employment } from '@campus/contract/affairs/jygl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { requireGroupApplicant, requireGroupReviewer } from '../../audience.js';
import { JYGL } from './group.js';
import { posting, postings, publishPosting } from './postings.js';
import { employmentRates, myDestination } from './rates.js';
import { groupMount } from '../../group-mount.js';

/**
 * The employment group's API under /employment, mounted from its declarations (contract:
 * affairs/modules/jygl/api.ts): job postings for everyone, published by the employment centre;
 * the destination rates by college and major for staff (the students in their charge); the
 * graduate's own registration.
 */
export function employmentRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/jygl']);
    on(employment.postings, async ({ me, query }) =>
      ok(await postings(db, me, schoolDate(Date.now()), { keyword: query.keyword, all: query.all === 'Y' })),
    );
    on(employment.posting, async ({ me, params }) =>
      ok(await posting(db, me, params.id, schoolDate(Date.now()))),
    );
    on(employment.publish, async ({ me, body }) =>
      ok(await publishPosting(db, me, body, Date.now(), schoolDate(Date.now()))),
    );
    on(employment.rates, async ({ me, query }) => {
      requireGroupReviewer(JYGL, me);
      const charge = await studentsInCharge(db, me.tenantId, me, JYGL.seesAllStudents);
      return ok(await employmentRates(db, me.tenantId, charge, query.grade));
    });
    on(employment.mine, async ({ me }) => {
      requireGroupApplicant(JYGL, me);
      return ok(await myDestination(db, me.tenantId, me.userId));
    });
  };
}
