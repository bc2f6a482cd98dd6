import { zgdwEndpoints as zgdw } from '@campus/contract/affairs/zgdw/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import { logView, writeLog } from './logs.js';
import { talkStudents, talkView, writeTalk } from './talks.js';
import { saveProfile, teamView } from './team.js';
import { addRecord, decide, myRecords, reviewList } from './training.js';
import { groupMount } from '../../group-mount.js';

/**
 * The zgdw group's own API under /api/zgdw/v3, mounted from its declarations (contract
 * affairs/modules/zgdw/api.ts). Who may read or write what is the group's rule, decided by the
 * services (counsellors, their supervisors, the office's leadership, the office).
 */
export function zgdwRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/zgdw']);
    on(zgdw.team, async ({ me }) => ok(await teamView(db, me)));
    on(zgdw.saveProfile, async ({ me, body }) => ok(await saveProfile(db, me, body)));
    on(zgdw.logs, async ({ me, query }) => ok(await logView(db, me, query.authorId)));
    on(zgdw.writeLog, async ({ me, body }) => ok(await writeLog(db, me, body)));
    on(zgdw.talks, async ({ me }) => ok(await talkView(db, me)));
    on(zgdw.talkStudents, async ({ me }) => ok(await talkStudents(db, me)));
    on(zgdw.writeTalk, async ({ me, body }) => ok(await writeTalk(db, me, body)));
    on(zgdw.myRecords, async ({ me }) => ok(await myRecords(db, me)));
    on(zgdw.addRecord, async ({ me, body }) => ok(await addRecord(db, me, body)));
    on(zgdw.review, async ({ me, query }) => ok(await reviewList(db, me, query.status ?? 'pending')));
    on(zgdw.decide, async ({ me, body }) => ok(await decide(db, me, body)));
  };
}
