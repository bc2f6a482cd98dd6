import { dormEndpoints as dorm } from '@campus/contract/affairs/ssgl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { localizeForm } from '../../../../engine/forms.js';
import { ok } from '../../../../http/reply.js';
import { requireGroupReviewer } from '../../audience.js';
import { disciplineForm } from './checks-form.js';
import { disciplineList, disciplineOne, saveDiscipline } from './discipline.js';
import { SSGL } from './group.js';
import { publishRound, rounds, saveRound, saveScore, sheet } from './inspection.js';
import { studentRecord } from './student-record.js';
import { groupMount } from '../../group-mount.js';

/**
 * The dormitory's checks under /dorm, mounted from their declarations (contract:
 * affairs/modules/ssgl/api.ts): discipline records, weekly inspection rounds with their scores,
 * and a student's record of both.
 */
export function checkRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/ssgl']);

    // The form is no secret: students read its category names on their own record.
    on(dorm.disciplineForm, async ({ request }) => ok(localizeForm(disciplineForm(), request.lang)));
    on(dorm.disciplineList, async ({ me, query }) => {
      requireGroupReviewer(SSGL, me);
      return ok(await disciplineList(db, me, { q: query.q || undefined, roomId: query.roomId }));
    });
    on(dorm.discipline, async ({ me, query }) => ok(await disciplineOne(db, me, query.id)));
    on(dorm.saveDiscipline, async ({ me, body }) => ok(await saveDiscipline(db, me, body)));

    on(dorm.rounds, async ({ me, query }) => ok(await rounds(db, me, query.kind)));
    on(dorm.saveRound, async ({ me, body }) => ok(await saveRound(db, me, body)));
    on(dorm.publishRound, async ({ me, body }) => ok(await publishRound(db, me, body.id)));
    on(dorm.sheet, async ({ me, query }) => ok(await sheet(db, me, query.roundId, query.buildingId)));
    on(dorm.saveScore, async ({ me, body }) => ok(await saveScore(db, me, body)));
    on(dorm.record, async ({ me, query }) => ok(await studentRecord(db, me, query.studentId)));
  };
}
