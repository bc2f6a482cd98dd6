import { szgzEndpoints as szgz } from '@campus/contract/affairs/szgz/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
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
import { groupMount } from '../../group-mount.js';

/**
 * The szgz group's own API under /api/szgz/v3, mounted from its declarations (contract:
 * affairs/modules/szgz/api.ts).
 */
export function szgzRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/szgz']);

    on(szgz.sessions, async ({ me }) => ok(await studentSessions(db, me)));
    on(szgz.signUp, async ({ me, body }) => ok(await signUp(db, me, body.sessionId)));
    on(szgz.cancel, async ({ me, body }) => ok(await cancel(db, me, body.sessionId)));
    on(szgz.record, async ({ me }) => ok(await record(db, me)));
    on(szgz.manage, async ({ me }) => ok(await manageSessions(db, me)));
    on(szgz.create, async ({ me, body }) => ok(await createSession(db, me, body)));
    on(szgz.roster, async ({ me, query }) => ok(await roster(db, me, query.sessionId)));
    on(szgz.attendance, async ({ me, body }) => ok(await markAttendance(db, me, body)));

    on(szgz.tasks, async ({ me }) => ok(await tasks(db, me)));
    on(szgz.rate, async ({ me, body }) => ok(await rate(db, me, body)));
    on(szgz.results, async ({ me, query }) => ok(await results(db, me, query.roundId)));
    on(szgz.openRound, async ({ me, body }) => ok(await openRound(db, me, body)));
  };
}
