import { z } from 'zod';
import { fileBytes, uploadForm } from '../endpoint.js';
import { endpointsOf } from '../endpoints-of.js';
import { attachmentId, attachmentRef } from '../ids.js';

/**
 * Files (issue 5): kept in the database; reading one follows the object that holds it. They need
 * the token header, so the web fetches them as bytes (`download`) rather than linking them.
 */

const byId = z.object({ attachmentId });

/**
 * The upload's reply: the reference, and its name again as `fileName`, the field the platform's
 * stock front end reads (issue 32).
 */
const uploaded = attachmentRef.extend({ fileName: z.string() });

/** A file the caller uploaded, in the fields the stock attachment list reads (issue 32). */
const attachmentRow = z.object({
  id: z.string(),
  fileName: z.string(),
  /** The extension, lower case, without the dot ('' when the name has none). */
  ext: z.string(),
  totalBytes: z.number(),
  type: z.string(),
  createTime: z.number(),
});
export type AttachmentRow = z.infer<typeof attachmentRow>;

/** The stock front end links a preview with the token and tenant in its URL. */
const previewQuery = byId.extend({
  access_token: z.string().max(200).optional(),
  tenantId: z.string().max(32).optional(),
});

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const fileEndpoints = {
  /**
   * One file (multipart field `file`); its type is checked against its content. A repeat with
   * the same Idempotency-Key and the same bytes answers the first upload.
   */
  upload: platform.post('/file/upload', { body: uploadForm, reply: uploaded, idempotent: true }),
  /** The bytes as an attachment (saved under their name). */
  download: platform.get('/file/download', { query: byId, reply: fileBytes }),
  /** An image's bytes, inline (anything else is refused). */
  image: platform.get('/file/getImage', { query: byId, reply: fileBytes }),
  /**
   * The stock front end's preview: images and PDFs inline, anything else as a download; the same
   * file, the same rule of who may read it.
   */
  preview: platform.get('/file/preview', { query: previewQuery, reply: fileBytes }),
  /** The caller's own uploads (`Q^FILE_NAME_^SL` / `Q^fileName^SL`, `Q^EXT_^S`), newest first. */
  mine: platform.list('/file/attachment/query', attachmentRow),
};
