import type { FastifyInstance } from 'fastify';
import { injectEnvelope } from './app.js';
import type { SignedIn } from './auth.js';

/** Files for tests: minimal valid contents, and uploading them the way the browser does. */

/** A minimal valid PNG signature followed by filler: enough for the type check. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');

/** Uploads one file as the browser does: multipart, field `file` (to the attachments, or to `url`). */
export function upload<T = { id: string; name: string; size: number; type: string }>(
  app: FastifyInstance,
  who: SignedIn,
  file: { name: string; type: string; content: Buffer; field?: string },
  options: { url?: string; headers?: Record<string, string> } = {},
) {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
    `filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return injectEnvelope<T>(app, {
    method: 'POST',
    url: options.url ?? '/api/platform/v3/file/upload',
    headers: {
      'accept-language': 'en-US',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...who.headers,
      ...options.headers,
    },
    payload,
  });
}
