import { academicYearOf, isAcademicYear } from '@campus/contract';
import bxgl from '@campus/contract/affairs/bxgl';
import { resolveGroup } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { requireApplicant, requireGroupReviewer } from '../../audience.js';
import { enrolmentRates, myInsurance } from './rates.js';

/**
 * The insurance group's own API under /insurance (contract: affairs/modules/bxgl/types.ts): the
 * enrolment rates per college and class for staff (the students in their charge only), and the
 * student's own enrolments of the year for the index screen.
 */
const BXGL = resolveGroup(bxgl);
const MODULES = BXGL.modules.map((m) => m.key) as [string, ...string[]];

export function insuranceRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/bxgl'];
    r.get(
      '/insurance/rates',
      {
        schema: {
          tags,
          querystring: z.object({
            module: z.enum(MODULES, 'validation.format').default('medicalInsurance'),
            academicYear: z.string().refine(isAcademicYear, 'validation.format').optional(),
          }),
        },
      },
      async (request) => {
        const caller = requireAuth(request);
        requireGroupReviewer(BXGL, caller);
        const charge = await studentsInCharge(db, caller.tenantId, caller, BXGL.seesAllStudents);
        const year = request.query.academicYear ?? academicYearOf(schoolDate(Date.now()));
        return ok(await enrolmentRates(db, caller.tenantId, charge, request.query.module, year));
      },
    );
    r.get('/insurance/mine', { schema: { tags } }, async (request) => {
      const caller = requireAuth(request);
      requireApplicant(BXGL.modules[0]!, caller);
      const year = academicYearOf(schoolDate(Date.now()));
      return ok(await myInsurance(db, caller.tenantId, caller.userId, MODULES, year));
    });
  };
}
