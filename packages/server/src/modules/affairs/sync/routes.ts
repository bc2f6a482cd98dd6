import {
  SYNC_ADMIN,
  SYNC_DEACTIVATABLE,
  SYNC_KINDS,
  syncClientEndpoints as clients,
  syncEndpoints,
  type SyncKind,
} from '@campus/contract/api/admin/sync';
import type { AnyDeclaration, EndpointArgs, EndpointReply, Language } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { changeContext } from '../../../core/change-log/context.js';
import type { DB } from '../../../db/schema.js';
import { mount, registerRelation, type EndpointHandler } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import type { ImportKind } from '../import/kind.js';
import { assignmentImport } from '../import/master/assignments.js';
import { bedImport } from '../import/master/beds.js';
import { classImport, majorImport, orgImport } from '../import/master/orgs.js';
import { staffImport, studentImport } from '../import/master/people.js';
import { requireSchoolAdmin } from '../import/master/texts.js';
import type { SyncCaller } from '../../../core/auth/sync-tokens.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { requireSyncCaller, syncChangeContext } from './caller.js';
import { createSyncClient, listSyncClients, revokeSyncClient } from './clients.js';
import { syncDeactivate } from './deactivate.js';
import { syncUpsert } from './upsert.js';

/** The import kind behind each sync kind: the same columns, checks and writes. */
const KINDS: Record<SyncKind, ImportKind<never>> = {
  orgs: orgImport,
  majors: majorImport,
  classes: classImport,
  staff: staffImport,
  students: studentImport,
  assignments: assignmentImport,
  beds: bedImport,
} as Record<SyncKind, ImportKind<never>>;

/** A data centre's nightly push is a few calls a kind; this bounds a runaway loop. */
const SYNC_RATE = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const TAGS = ['affairs/sync'];

interface ClientCall {
  caller: SyncCaller;
  change: ChangeContext;
  lang: Language;
}

registerRelation(SYNC_ADMIN, (me) => requireSchoolAdmin(me));

/**
 * The sync API under the business service: the administrator's clients at
 * /affairs/admin/sync/clients, and the data centre's upserts and deactivations at
 * /affairs/sync/<kind>/..., which take a sync client's token only (caller.ts).
 */
export function syncRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    mount(app, clients.list, async ({ me }) => ok({ rows: await listSyncClients(db, me.tenantId) }), {
      tags: TAGS,
    });
    mount(
      app,
      clients.create,
      async ({ me, body, request }) => ok(await createSyncClient(db, changeContext(me, request), body.name)),
      { tags: TAGS },
    );
    mount(
      app,
      clients.revoke,
      async ({ me, body, request }) => ok(await revokeSyncClient(db, changeContext(me, request), body.id)),
      { tags: TAGS },
    );
    /** A route of the data centre's: its client from the token, and the client as the change's actor. */
    const forClient = <E extends AnyDeclaration>(
      endpoint: E,
      work: (client: ClientCall, body: EndpointArgs<E>['body']) => Promise<EndpointReply<E>>,
    ) =>
      mount(
        app,
        endpoint,
        // Every sync reply is JSON, never a file: the handler type's file branch cannot apply.
        (async ({ body, request }) => {
          const caller = await requireSyncCaller(request);
          const call = { caller, change: syncChangeContext(caller, request), lang: request.lang };
          return ok(await work(call, body));
        }) as EndpointHandler<E>,
        { tags: TAGS, config: SYNC_RATE },
      );
    for (const kind of SYNC_KINDS)
      forClient(syncEndpoints.upsert[kind], (c, body) =>
        syncUpsert(db, c.caller, c.change, KINDS[kind], body.rows, c.lang),
      );
    for (const kind of SYNC_DEACTIVATABLE)
      forClient(syncEndpoints.deactivate[kind], (c, body) =>
        syncDeactivate(db, c.caller, c.change, kind, body.keys, c.lang),
      );
  };
}
