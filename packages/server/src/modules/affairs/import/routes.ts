import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { requireAuth } from '../../../http/auth.js';
import { fingerprintOf, replayedIdempotent } from '../../../http/idempotency.js';
import { ok } from '../../../http/reply.js';
import { id } from '../../../http/schemas.js';
import { acceptUploads, readUpload } from '../../../http/upload.js';
import type { ImportKind, ImportScope } from './kind.js';
import { confirmImport, importStatus } from './run.js';
import { stageImport } from './stage.js';

/**
 * An import kind's three routes under a group's prefix (`base` e.g. '/fees/import'):
 *   POST base            multipart `file` -> ImportPreview   (Idempotency-Key: the file's bytes)
 *   POST base/confirm    {id}             -> ImportStatus    (Idempotency-Key)
 *   GET  base/status?id=                  -> ImportStatus
 * Each asks the kind who may import; an import is its uploader's alone.
 */
export function importRoutes<R>(db: Kysely<DB>, kind: ImportKind<R>, base: string) {
  return async (parent: FastifyInstance) => {
    await parent.register(async (app) => {
      await acceptUploads(app);
      const r = app.withTypeProvider<ZodTypeProvider>();
      const tags = ['affairs/import'];
      const scopeOf = (request: Parameters<typeof requireAuth>[0]): ImportScope => {
        const caller = requireAuth(request);
        return { db, tenantId: caller.tenantId, caller, now: Date.now() };
      };
      r.post(
        base,
        { schema: { tags, consumes: ['multipart/form-data'] }, config: { idempotent: 'in-handler' } },
        async (request, reply) => {
          const scope = scopeOf(request);
          kind.authorize(scope.caller);
          const upload = await readUpload(request);
          const sha = createHash('sha256').update(upload.content).digest('hex');
          if (await replayedIdempotent(request, reply, fingerprintOf(kind.key, upload.fileName, sha)))
            return reply;
          return ok(
            await stageImport(scope, kind, { name: upload.fileName, content: upload.content }, request.lang),
          );
        },
      );
      r.post(
        `${base}/confirm`,
        { schema: { tags, body: z.object({ id }) }, config: { idempotent: true } },
        async (request) => ok(await confirmImport(scopeOf(request), kind, request.body.id, request.lang)),
      );
      r.get(`${base}/status`, { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
        ok(await importStatus(scopeOf(request), kind as ImportKind, request.query.id, request.lang)),
      );
    });
  };
}
