import { academicYearOf, resolveGroup } from '@campus/contract';
import bxgl from '@campus/contract/affairs/bxgl';
import { insuranceEndpoints as insurance } from '@campus/contract/affairs/bxgl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { requireApplicant, requireGroupReviewer } from '../../audience.js';
import { enrolmentRates, myInsurance } from './rates.js';
import { groupMount } from '../../group-mount.js';

/**
 * The insurance group's own API under /insurance, mounted from its declarations (contract:
 * affairs/modules/bxgl/api.ts): the enrolment rates per college and class for staff (the students
 * in their charge only), and the student's own enrolments of the year for the index screen.
 */
const BXGL = resolveGroup(bxgl);
const MODULES = BXGL.modules.map((m) => m.key);

export function insuranceRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/bxgl']);
    on(insurance.rates, async ({ me, query }) => {
      requireGroupReviewer(BXGL, me);
      const charge = await studentsInCharge(db, me.tenantId, me, BXGL.seesAllStudents);
      const year = query.academicYear ?? academicYearOf(schoolDate(Date.now()));
      return ok(await enrolmentRates(db, me.tenantId, charge, query.module, year));
    });
    on(insurance.mine, async ({ me }) => {
      requireApplicant(BXGL.modules[0]!, me);
      const year = academicYearOf(schoolDate(Date.now()));
      return ok(await myInsurance(db, me.tenantId, me.userId, MODULES, year));
    });
  };
}
