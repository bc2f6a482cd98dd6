import { workStudyEndpoints as ws } from '@campus/contract/affairs/zzgl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../../db/schema.js';
import { ok } from '../../../../../http/reply.js';
import { confirmHours, hoursSheet, logHours, myWorkStudy } from './hours.js';
import { closePost, postsIndex, savePost, staffPosts, supervisorsIn } from './posts.js';
import { groupMount } from '../../../group-mount.js';

/**
 * Work-study's own API under /workStudy, mounted from its declarations (contract
 * affairs/modules/zzgl/api.ts): the posts, the centre's editing of them, the hours sheets and a
 * student's records. The application and the resignation are the generic module API's
 * (workStudy, resignation).
 */
export function workStudyRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/work-study']);

    on(ws.index, async ({ me }) => ok(await postsIndex(db, me)));
    on(ws.mine, async ({ me }) => ok(await myWorkStudy(db, me)));
    on(ws.posts, async ({ me }) => ok(await staffPosts(db, me)));
    on(ws.supervisors, async ({ me, query }) => ok(await supervisorsIn(db, me, query.orgId)));
    on(ws.savePost, async ({ me, body }) => ok(await savePost(db, me, body)));
    on(ws.closePost, async ({ me, body }) => ok(await closePost(db, me, body.id)));
    on(ws.hours, async ({ me, query }) => ok(await hoursSheet(db, me, query.month, query.postId)));
    on(ws.logHours, async ({ me, body }) => ok(await logHours(db, me, body)));
    on(ws.confirmHours, async ({ me, body }) => ok(await confirmHours(db, me, body.ids)));
  };
}
