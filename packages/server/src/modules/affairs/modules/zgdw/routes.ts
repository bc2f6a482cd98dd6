import { zgdwEndpoints as zgdw } from '@campus/contract/affairs/zgdw/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { logView, writeLog } from './logs.js';
import { talkStudents, talkView, writeTalk } from './talks.js';
import { saveProfile, teamView } from './team.js';
import { addRecord, decide, myRecords, reviewList } from './training.js';

/**
 * The zgdw group's own API under /api/zgdw/v3, mounted from its declarations (contract
 * affairs/modules/zgdw/api.ts). Who may read or write what is the group's rule, decided by the
 * services (counsellors, their supervisors, the office's leadership, the office).
 */
export function zgdwRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const tags = ['affairs/zgdw'];
    mount(app, zgdw.team, async ({ me }) => ok(await teamView(db, me)), { tags });
    mount(app, zgdw.saveProfile, async ({ me, body }) => ok(await saveProfile(db, me, body)), { tags });
    mount(app, zgdw.logs, async ({ me, query }) => ok(await logView(db, me, query.authorId)), { tags });
    mount(app, zgdw.writeLog, async ({ me, body }) => ok(await writeLog(db, me, body)), { tags });
    mount(app, zgdw.talks, async ({ me }) => ok(await talkView(db, me)), { tags });
    mount(app, zgdw.talkStudents, async ({ me }) => ok(await talkStudents(db, me)), { tags });
    mount(app, zgdw.writeTalk, async ({ me, body }) => ok(await writeTalk(db, me, body)), { tags });
    mount(app, zgdw.myRecords, async ({ me }) => ok(await myRecords(db, me)), { tags });
    mount(app, zgdw.addRecord, async ({ me, body }) => ok(await addRecord(db, me, body)), { tags });
    mount(
      app,
      zgdw.review,
      async ({ me, query }) => ok(await reviewList(db, me, query.status ?? 'pending')),
      {
        tags,
      },
    );
    mount(app, zgdw.decide, async ({ me, body }) => ok(await decide(db, me, body)), { tags });
  };
}
