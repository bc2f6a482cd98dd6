import { disciplineEndpoints as discipline } from '@campus/contract/affairs/wjcf/api';
import { changeContext } from '../../../../core/change-log/context.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import {
  acknowledgeSanction,
  listSanctions,
  recordSanction,
  sanctionDetail,
  sanctionNotices,
} from './sanctions.js';
import { groupMount } from '../../group-mount.js';

/**
 * The discipline group's own API under /discipline, mounted from its declarations (contract:
 * affairs/modules/wjcf/api.ts): the sanctions a caller may read, one sanction, recording one, the
 * student's signature, and the school's masked notice. Who reads what is decided in sanctions.ts.
 */
export function disciplineRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/wjcf']);
    on(discipline.list, async ({ me, query: { q, kind, state } }) =>
      ok(await listSanctions(db, me, { q: q || undefined, kind, state })),
    );
    on(discipline.one, async ({ me, query }) => ok(await sanctionDetail(db, me, query.id)));
    on(discipline.record, async ({ me, body, request }) =>
      ok(await recordSanction(db, me, body, changeContext(me, request))),
    );
    on(discipline.acknowledge, async ({ me, body }) => ok(await acknowledgeSanction(db, me, body.id)));
    on(discipline.notices, async ({ me }) => ok(await sanctionNotices(db, me)));
  };
}
