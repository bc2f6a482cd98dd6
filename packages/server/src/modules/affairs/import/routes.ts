import { createHash } from 'node:crypto';
import type { ServicePrefix } from '@campus/contract';
import { importEndpoints } from '@campus/contract/api/affairs/imports';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { changeContext } from '../../../core/change-log/context.js';
import type { DB } from '../../../db/schema.js';
import type { AuthContext } from '../../../http/auth.js';
import { sendXlsx } from '../../../http/content-disposition.js';
import { mount, type EndpointResult } from '../../../http/endpoint.js';
import { fingerprintOf, replayedIdempotent } from '../../../http/idempotency.js';
import { ok } from '../../../http/reply.js';
import { acceptUploads, readUpload } from '../../../http/upload.js';
import type { FastifyRequest } from 'fastify';
import type { ImportKind, ImportScope } from './kind.js';
import { confirmImport, importStatus } from './run.js';
import { stageImport } from './stage.js';
import { templateOf } from './template.js';

/**
 * An import kind's routes under a prefix (`base` e.g. '/fees/import'), mounted from their
 * declarations (contract api/affairs/imports.ts) under the group's service, or the one named
 * (the school's master data: 'business'):
 *   POST base            multipart `file` -> ImportPreview   (Idempotency-Key: the file's bytes)
 *   POST base/confirm    {id}             -> ImportStatus    (Idempotency-Key)
 *   GET  base/status?id=                  -> ImportStatus
 *   GET  base/template                    -> .xlsx (headers in the caller's language)
 * Each asks the kind who may import; an import is its uploader's alone.
 */
export function importRoutes<R>(
  db: Kysely<DB>,
  kind: ImportKind<R>,
  base: `/${string}`,
  service?: ServicePrefix,
) {
  return async (parent: FastifyInstance) => {
    const mountedFor = service ?? parent.affairsGroup?.service;
    if (!mountedFor) throw new Error(`import ${kind.key}: mounted outside a group's routes`);
    const endpoints = importEndpoints(mountedFor, base);
    await parent.register(async (app) => {
      await acceptUploads(app);
      const tags = { tags: ['affairs/import'] };
      const scopeOf = (caller: AuthContext, request: FastifyRequest): ImportScope => ({
        db,
        tenantId: caller.tenantId,
        caller,
        now: Date.now(),
        change: changeContext(caller, request),
      });
      mount(
        app,
        endpoints.upload,
        async ({ me, request, reply }) => {
          const scope = scopeOf(me, request);
          kind.authorize(scope.caller);
          const upload = await readUpload(request);
          const sha = createHash('sha256').update(upload.content).digest('hex');
          // A repeat has been answered with the first preview, sent as it was kept.
          if (await replayedIdempotent(request, reply, fingerprintOf(kind.key, upload.fileName, sha)))
            return reply as unknown as EndpointResult<typeof endpoints.upload>;
          return ok(
            await stageImport(scope, kind, { name: upload.fileName, content: upload.content }, request.lang),
          );
        },
        { ...tags, config: { idempotent: 'in-handler' } },
      );
      mount(
        app,
        endpoints.confirm,
        async ({ me, body, request }) =>
          ok(await confirmImport(scopeOf(me, request), kind, body.id, request.lang)),
        tags,
      );
      mount(
        app,
        endpoints.status,
        async ({ me, query, request }) =>
          ok(await importStatus(scopeOf(me, request), kind as ImportKind, query.id, request.lang)),
        tags,
      );
      mount(
        app,
        endpoints.template,
        async ({ me, request, reply }) => {
          kind.authorize(me);
          const { file, fileName } = await templateOf(kind, request.lang);
          return sendXlsx(reply, file, fileName);
        },
        tags,
      );
    });
  };
}
