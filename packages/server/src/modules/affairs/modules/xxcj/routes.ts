import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CollectionInput } from '@campus/contract/affairs/xxcj';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
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

/** Information collection's API under /api/jczy/v3/xxcj (contract: affairs/modules/xxcj/types.ts). */
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const byId = { querystring: z.object({ id }) };

export function collectionRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/xxcj'];
    r.get('/xxcj/mine', { schema: { tags } }, async (request) =>
      ok(await myCollections(db, requireAuth(request), Date.now())),
    );
    r.get('/xxcj/collection', { schema: { tags, ...byId } }, async (request) =>
      ok(await collectionView(db, requireAuth(request), request.query.id, Date.now())),
    );
    r.post(
      '/xxcj/fill',
      {
        schema: {
          tags,
          body: z.object({ id, values: z.record(z.string(), z.unknown(), 'validation.required') }),
        },
        config: { idempotent: true },
      },
      async (request) => ok(await fillCollection(db, requireAuth(request), request.body, Date.now())),
    );
    r.get('/xxcj/staff', { schema: { tags } }, async (request) =>
      ok(await staffCollections(db, requireAuth(request), Date.now())),
    );
    r.get('/xxcj/audiences', { schema: { tags } }, async (request) =>
      ok(await audiences(db, registry, requireAuth(request))),
    );
    r.post(
      '/xxcj/create',
      {
        schema: {
          tags,
          body: z.object({
            title: text(100),
            description: z.string().trim().max(1000, 'validation.maxLength').default(''),
            form: z.object({}).passthrough(),
            orgIds: z.array(id).max(100, 'validation.max').default([]),
            grades: z
              .array(z.string().regex(/^\d{4}$/, 'validation.format'))
              .max(10, 'validation.max')
              .default([]),
            deadline: z
              .number('validation.number')
              .int('validation.integer')
              .min(0, 'validation.min')
              .max(4_102_444_800_000, 'validation.max'),
          }),
        },
        config: { idempotent: true },
      },
      async (request) =>
        ok(
          await createCollection(
            db,
            requireAuth(request),
            request.body as unknown as CollectionInput,
            Date.now(),
          ),
        ),
    );
    r.get('/xxcj/results', { schema: { tags, ...byId } }, async (request) =>
      ok(await collectionResults(db, requireAuth(request), request.query.id, Date.now())),
    );
    r.get('/xxcj/missing', { schema: { tags, ...byId } }, async (request) =>
      ok(await missingStudents(db, requireAuth(request), request.query.id, Date.now())),
    );
    r.post('/xxcj/export', { schema: { tags, ...byId } }, async (request, reply) => {
      const { file, fileName } = await exportEntries(
        db,
        requireAuth(request),
        request.lang,
        request.query.id,
        Date.now(),
      );
      return sendXlsx(reply, file, fileName);
    });
  };
}
