import { campusEndpoints as campus } from '@campus/contract/affairs/jczy/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { attendanceRates, myAttendance, rollSheet, saveRollCall, teacherClasses } from './attendance.js';
import { leavingQueue, markLeaving, myLeaving } from './leaving.js';
import { commentRegister, registerView, saveRegister } from './register.js';

/**
 * Campus services' own API under /api/jczy/v3, mounted from its declarations (contract:
 * affairs/modules/jczy/api.ts): the class register, the roll call and attendance, and the leaving
 * clearance.
 */
export function campusRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const options = { tags: ['affairs/jczy'] };

    mount(
      app,
      campus.register,
      async ({ me, query }) => ok(await registerView(db, me, query.classId)),
      options,
    );
    mount(app, campus.saveRegister, async ({ me, body }) => ok(await saveRegister(db, me, body)), options);
    mount(app, campus.comment, async ({ me, body }) => ok(await commentRegister(db, me, body)), options);

    mount(app, campus.classes, async ({ me }) => ok(await teacherClasses(db, me)), options);
    mount(app, campus.roll, async ({ me, query }) => ok(await rollSheet(db, me, query)), options);
    mount(app, campus.saveRoll, async ({ me, body }) => ok(await saveRollCall(db, me, body)), options);
    mount(app, campus.mine, async ({ me }) => ok(await myAttendance(db, me)), options);
    mount(app, campus.rates, async ({ me }) => ok(await attendanceRates(db, me)), options);

    mount(app, campus.leaving, async ({ me }) => ok(await myLeaving(db, me)), options);
    mount(app, campus.queue, async ({ me, query }) => ok(await leavingQueue(db, me, query)), options);
    mount(
      app,
      campus.mark,
      async ({ me, body, request }) => ok(await markLeaving(db, me, body, request.lang)),
      options,
    );
  };
}
