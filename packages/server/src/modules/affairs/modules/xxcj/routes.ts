import { xxcjEndpoints as xxcj } from '@campus/contract/affairs/xxcj/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import type { AffairRegistry } from '../../registry/registry.js';
import {
  audiences,
  collectionResults,
  collectionView,
  createCollection,
  fillCollection,
  missingStudents,
  myCollections,
  staffCollections,
} from './collections.js';
import { exportEntries } from './export.js';
import { groupMount } from '../../group-mount.js';

/**
 * Information collection's API under /api/jczy/v3/xxcj, mounted from its declarations (contract
 * affairs/modules/xxcj/api.ts).
 */
export function collectionRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/xxcj']);
    on(xxcj.mine, async ({ me }) => ok(await myCollections(db, me, Date.now())));
    on(xxcj.collection, async ({ me, query }) => ok(await collectionView(db, me, query.id, Date.now())));
    on(xxcj.fill, async ({ me, body }) => ok(await fillCollection(db, me, body, Date.now())));
    on(xxcj.staff, async ({ me }) => ok(await staffCollections(db, me, Date.now())));
    on(xxcj.audiences, async ({ me }) => ok(await audiences(db, registry, me)));
    on(xxcj.create, async ({ me, body }) => ok(await createCollection(db, me, body, Date.now())));
    on(xxcj.results, async ({ me, query }) => ok(await collectionResults(db, me, query.id, Date.now())));
    on(xxcj.missing, async ({ me, query }) => ok(await missingStudents(db, me, query.id, Date.now())));
    on(xxcj.export, async ({ me, query, request, reply }) => {
      const { file, fileName } = await exportEntries(db, me, request.lang, query.id, Date.now());
      return sendXlsx(reply, file, fileName);
    });
  };
}
