import { createHash } from 'node:crypto';
import { fileEndpoints as files } from '@campus/contract/api/platform/files';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mount } from '../../../http/endpoint.js';
import { fingerprintOf, replayedIdempotent } from '../../../http/idempotency.js';
import { ok } from '../../../http/reply.js';
import { acceptUploads, readUpload } from '../../../http/upload.js';
import { contentDisposition } from './file-name.js';
import { isImageType } from './file-types.js';
import type { FileService } from './service.js';
import type { StoredFile } from './repo.js';

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

/** Types a preview shows in place (still under the sandboxing CSP); anything else downloads. */
const previewsInline = (type: string) => isImageType(type) || type === 'application/pdf';

/** Upload, download and inline images (issue 5). Files are kept in the database. */
export function fileRoutes(service: FileService) {
  return async (app: FastifyInstance) => {
    // Only these routes parse multipart bodies; the limit is the upload limit, not BODY_LIMIT.
    await acceptUploads(app);
    // Idempotency-Key: the file is read first, so the key's fingerprint covers its bytes.
    mount(
      app,
      files.upload,
      async ({ me, request, reply }) => {
        const upload = await readUpload(request);
        const { fileName, declaredType, content } = upload;
        if (
          await replayedIdempotent(request, reply, fingerprintOf(fileName, declaredType, sha256(content)))
        ) {
          // The first upload's reply went out again as it was kept (already written).
          return reply as never;
        }
        const ref = await service.upload(me, upload);
        return ok({ ...ref, fileName: ref.name });
      },
      { config: { idempotent: 'in-handler' } },
    );

    mount(app, files.download, async ({ me, query, reply }) =>
      sendFile(reply, await service.file(me, query.attachmentId), 'attachment'),
    );

    mount(app, files.image, async ({ me, query, reply }) =>
      sendFile(reply, await service.image(me, query.attachmentId), 'inline'),
    );

    // The stock front end's preview link: shown in place where a browser can show it safely.
    mount(app, files.preview, async ({ me, query, reply }) => {
      const file = await service.file(me, query.attachmentId);
      return sendFile(reply, file, previewsInline(file.type) ? 'inline' : 'attachment');
    });

    mount(app, files.mine, async ({ me, body }) => ok(await service.mine(me, body)));
  };
}
