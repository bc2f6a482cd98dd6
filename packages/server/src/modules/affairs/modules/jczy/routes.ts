import { campusEndpoints as campus } from '@campus/contract/affairs/jczy/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import { attendanceRates, myAttendance, rollSheet, saveRollCall, teacherClasses } from './attendance.js';
import { leavingQueue, markLeaving, myLeaving } from './leaving.js';
import { commentRegister, registerView, saveRegister } from './register.js';
import { groupMount } from '../../group-mount.js';
import type { AffairRegistry } from '../../registry/registry.js';

/**
 * Campus services' own API under /api/jczy/v3, mounted from its declarations (contract:
 * affairs/modules/jczy/api.ts): the class register, the roll call and attendance, and the leaving
 * clearance.
 */
export function campusRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/jczy']);

    on(campus.register, async ({ me, query }) => ok(await registerView(db, me, query.classId)));
    on(campus.saveRegister, async ({ me, body }) => ok(await saveRegister(db, me, body)));
    on(campus.comment, async ({ me, body }) => ok(await commentRegister(db, me, body)));

    on(campus.classes, async ({ me }) => ok(await teacherClasses(db, me)));
    on(campus.roll, async ({ me, query }) => ok(await rollSheet(db, me, query)));
    on(campus.saveRoll, async ({ me, body }) => ok(await saveRollCall(db, me, body)));
    on(campus.mine, async ({ me }) => ok(await myAttendance(db, me)));
    on(campus.rates, async ({ me }) => ok(await attendanceRates(db, me)));

    on(campus.leaving, async ({ me, request }) =>
      ok(await myLeaving({ db, registry, lang: request.lang }, me)),
    );
    on(campus.queue, async ({ me, query, request }) =>
      ok(await leavingQueue({ db, registry, lang: request.lang }, me, query)),
    );
    on(campus.mark, async ({ me, body, request }) =>
      ok(await markLeaving(db, registry, me, body, request.lang)),
    );
  };
}
