import { zhcpglEndpoints as evaluation } from '@campus/contract/affairs/zhcpgl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { requireApplicant, requireGroupReviewer } from '../../audience.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { classScores, evaluationClasses, myEvaluation, saveParts } from './evaluation.js';
import { classScoresSheet } from './export.js';
import { BONUS_MODULE, ZHCPGL } from './scores.js';

/**
 * The evaluation's own API under /evaluation, mounted from its declarations (contract
 * affairs/modules/zhcpgl/api.ts): the student's scores; for the group's staff the classes in their
 * charge, a class's table with ranks, its export and the entry of the moral and sports parts.
 */
export function evaluationRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  return async (app: FastifyInstance) => {
    const tags = ['affairs/zhcpgl'];
    const staff = async (caller: AuthContext) => {
      requireGroupReviewer(ZHCPGL, caller);
      return studentsInCharge(db, caller.tenantId, caller, ZHCPGL.seesAllStudents);
    };

    mount(
      app,
      evaluation.mine,
      async ({ me, query, request }) => {
        requireApplicant(BONUS_MODULE, me);
        return ok(await myEvaluation(db, registry, request.lang, me.tenantId, me.userId, query.academicYear));
      },
      { tags },
    );
    mount(
      app,
      evaluation.classes,
      async ({ me }) => ok(await evaluationClasses(db, me.tenantId, await staff(me))),
      { tags },
    );
    mount(
      app,
      evaluation.classScores,
      async ({ me, query }) =>
        ok(await classScores(db, me.tenantId, await staff(me), query.classId, query.academicYear)),
      { tags },
    );
    mount(
      app,
      evaluation.exportClass,
      async ({ me, query, request, reply }) => {
        const scores = await classScores(db, me.tenantId, await staff(me), query.classId, query.academicYear);
        const { file, fileName } = await classScoresSheet(scores, request.lang);
        return sendXlsx(reply, file, fileName);
      },
      { tags },
    );
    mount(
      app,
      evaluation.saveParts,
      async ({ me, body }) => ok(await saveParts(db, me.tenantId, await staff(me), me.userId, body)),
      { tags },
    );
  };
}
