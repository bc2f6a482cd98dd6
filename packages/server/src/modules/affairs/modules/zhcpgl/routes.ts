import { zhcpglEndpoints as evaluation } from '@campus/contract/affairs/zhcpgl/api';
import { changeContext } from '../../../../core/change-log/context.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import { requireApplicant, requireGroupReviewer } from '../../audience.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { classScores, evaluationClasses, myEvaluation, saveParts } from './evaluation.js';
import { classScoresSheet } from './export.js';
import { BONUS_MODULE, ZHCPGL } from './scores.js';
import { groupMount } from '../../group-mount.js';

/**
 * The evaluation's own API under /evaluation, mounted from its declarations (contract
 * affairs/modules/zhcpgl/api.ts): the student's scores; for the group's staff the classes in their
 * charge, a class's table with ranks, its export and the entry of the moral and sports parts.
 */
export function evaluationRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/zhcpgl']);
    const staff = async (caller: AuthContext) => {
      requireGroupReviewer(ZHCPGL, caller);
      return studentsInCharge(db, caller.tenantId, caller, ZHCPGL.seesAllStudents);
    };

    on(evaluation.mine, async ({ me, query, request }) => {
      requireApplicant(BONUS_MODULE, me);
      return ok(await myEvaluation(db, registry, request.lang, me.tenantId, me.userId, query.academicYear));
    });
    on(evaluation.classes, async ({ me }) => ok(await evaluationClasses(db, me.tenantId, await staff(me))));
    on(evaluation.classScores, async ({ me, query }) =>
      ok(await classScores(db, me.tenantId, await staff(me), query.classId, query.academicYear)),
    );
    on(evaluation.exportClass, async ({ me, query, request, reply }) => {
      const scores = await classScores(db, me.tenantId, await staff(me), query.classId, query.academicYear);
      const { file, fileName } = await classScoresSheet(scores, request.lang);
      return sendXlsx(reply, file, fileName);
    });
    on(evaluation.saveParts, async ({ me, body, request }) =>
      ok(await saveParts(db, await staff(me), changeContext(me, request), body)),
    );
  };
}
