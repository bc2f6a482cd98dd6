import { isAcademicYear } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { requireAuth, type AuthContext } from '../../../../http/auth.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import { requireApplicant, requireGroupReviewer } from '../../audience.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { classScores, evaluationClasses, myEvaluation, saveParts } from './evaluation.js';
import { classScoresSheet } from './export.js';
import { BONUS_MODULE, ZHCPGL } from './scores.js';

/**
 * The evaluation's own API under /evaluation (contract: affairs/modules/zhcpgl/types.ts): the
 * student's scores; for the group's staff the classes in their charge, a class's table with ranks,
 * its export and the entry of the moral and sports parts.
 */
const id = z.string().min(1, 'validation.required').max(32, 'validation.format');
const academicYear = z.string().refine(isAcademicYear, 'validation.format');
const part = z.number('validation.number').min(0, 'validation.format').max(100, 'validation.format');

export function evaluationRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/zhcpgl'];
    const staff = async (caller: AuthContext) => {
      requireGroupReviewer(ZHCPGL, caller);
      return studentsInCharge(db, caller.tenantId, caller, ZHCPGL.seesAllStudents);
    };
    const classQuery = z.object({ classId: id, academicYear: academicYear.optional() });

    r.get(
      '/evaluation/mine',
      { schema: { tags, querystring: z.object({ academicYear: academicYear.optional() }) } },
      async (request) => {
        const caller = requireAuth(request);
        requireApplicant(BONUS_MODULE, caller);
        return ok(
          await myEvaluation(
            db,
            registry,
            request.lang,
            caller.tenantId,
            caller.userId,
            request.query.academicYear,
          ),
        );
      },
    );
    r.get('/evaluation/classes', { schema: { tags } }, async (request) => {
      const caller = requireAuth(request);
      return ok(await evaluationClasses(db, caller.tenantId, await staff(caller)));
    });
    r.get('/evaluation/class', { schema: { tags, querystring: classQuery } }, async (request) => {
      const caller = requireAuth(request);
      const { classId, academicYear: year } = request.query;
      return ok(await classScores(db, caller.tenantId, await staff(caller), classId, year));
    });
    r.get(
      '/evaluation/class/export',
      { schema: { tags, querystring: classQuery } },
      async (request, reply) => {
        const caller = requireAuth(request);
        const { classId, academicYear: year } = request.query;
        const scores = await classScores(db, caller.tenantId, await staff(caller), classId, year);
        const { file, fileName } = await classScoresSheet(scores, request.lang);
        return sendXlsx(reply, file, fileName);
      },
    );
    r.post(
      '/evaluation/parts',
      {
        schema: {
          tags,
          body: z.object({ studentId: id, academicYear, moral: part, sports: part }),
        },
      },
      async (request) => {
        const caller = requireAuth(request);
        const charge = await staff(caller);
        return ok(await saveParts(db, caller.tenantId, charge, caller.userId, request.body));
      },
    );
  };
}
