import { szgzEndpoints as szgz } from '@campus/contract/affairs/szgz/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { openRound, rate, results, tasks } from './assessment.js';
import {
  cancel,
  createSession,
  manageSessions,
  markAttendance,
  record,
  roster,
  signUp,
  studentSessions,
} from './moral.js';

/**
 * The szgz group's own API under /api/szgz/v3, mounted from its declarations (contract:
 * affairs/modules/szgz/api.ts).
 */
export function szgzRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const options = { tags: ['affairs/szgz'] };

    mount(app, szgz.sessions, async ({ me }) => ok(await studentSessions(db, me)), options);
    mount(app, szgz.signUp, async ({ me, body }) => ok(await signUp(db, me, body.sessionId)), options);
    mount(app, szgz.cancel, async ({ me, body }) => ok(await cancel(db, me, body.sessionId)), options);
    mount(app, szgz.record, async ({ me }) => ok(await record(db, me)), options);
    mount(app, szgz.manage, async ({ me }) => ok(await manageSessions(db, me)), options);
    mount(app, szgz.create, async ({ me, body }) => ok(await createSession(db, me, body)), options);
    mount(app, szgz.roster, async ({ me, query }) => ok(await roster(db, me, query.sessionId)), options);
    mount(app, szgz.attendance, async ({ me, body }) => ok(await markAttendance(db, me, body)), options);

    mount(app, szgz.tasks, async ({ me }) => ok(await tasks(db, me)), options);
    mount(app, szgz.rate, async ({ me, body }) => ok(await rate(db, me, body)), options);
    mount(app, szgz.results, async ({ me, query }) => ok(await results(db, me, query.roundId)), options);
    mount(app, szgz.openRound, async ({ me, body }) => ok(await openRound(db, me, body)), options);
  };
}
