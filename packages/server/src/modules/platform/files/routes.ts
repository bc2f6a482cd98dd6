import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { fingerprintOf, replayedIdempotent } from '../../../http/idempotency.js';
import { ok } from '../../../http/reply.js';
import { acceptUploads, readUpload } from '../../../http/upload.js';
import { attachmentId } from '../shared/schemas.js';
import { contentDisposition } from './file-name.js';
import type { FileService } from './service.js';
import type { StoredFile } from './repo.js';

const tags = ['platform'];
const byId = z.object({ attachmentId });
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * Sends stored bytes so that a browser can never run them as a page of ours: the stored type
 * (checked on upload), no sniffing, and a sandboxing CSP even if someone opens the URL directly.
 * No cache keeps them (an ID photo, a hardship certificate): the http layer's `no-store`
 * (http/cache-control.ts) holds for files as for every API reply.
 */
function sendFile(reply: FastifyReply, file: StoredFile, disposition: 'attachment' | 'inline') {
  return reply
    .header('Content-Type', file.type)
    .header('Content-Length', file.content.length)
    .header('Content-Disposition', contentDisposition(disposition, file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
    .send(file.content);
}

/** Upload, download and inline images (issue 5). Files are kept in the database. */
export function fileRoutes(service: FileService) {
  return async (app: FastifyInstance) => {
    // Only these routes parse multipart bodies; the limit is the upload limit, not BODY_LIMIT.
    await acceptUploads(app);
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Idempotency-Key: the file is read first, so the key's fingerprint covers its bytes.
    r.post(
      '/file/upload',
      { schema: { tags, consumes: ['multipart/form-data'] }, config: { idempotent: 'in-handler' } },
      async (request, reply) => {
        const me = requireAuth(request);
        const upload = await readUpload(request);
        const { fileName, declaredType, content } = upload;
        if (await replayedIdempotent(request, reply, fingerprintOf(fileName, declaredType, sha256(content))))
          return reply;
        return ok(await service.upload(me, upload));
      },
    );

    r.get('/file/download', { schema: { tags, querystring: byId } }, async (request, reply) => {
      const file = await service.file(requireAuth(request), request.query.attachmentId);
      return sendFile(reply, file, 'attachment');
    });

    r.get('/file/getImage', { schema: { tags, querystring: byId } }, async (request, reply) => {
      const file = await service.image(requireAuth(request), request.query.attachmentId);
      return sendFile(reply, file, 'inline');
    });
  };
}
