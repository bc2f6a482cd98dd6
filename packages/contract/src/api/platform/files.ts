import { z } from 'zod';
import { fileBytes, uploadForm } from '../endpoint.js';
import { endpointsOf } from '../endpoints-of.js';
import { attachmentId, attachmentRef } from '../ids.js';

/**
 * Files (issue 5): kept in the database; reading one follows the object that holds it. They need
 * the token header, so the web fetches them as bytes (`download`) rather than linking them.
 */

const byId = z.object({ attachmentId });

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const fileEndpoints = {
  /**
   * One file (multipart field `file`); its type is checked against its content. A repeat with
   * the same Idempotency-Key and the same bytes answers the first upload.
   */
  upload: platform.post('/file/upload', { body: uploadForm, reply: attachmentRef, idempotent: true }),
  /** The bytes as an attachment (saved under their name). */
  download: platform.get('/file/download', { query: byId, reply: fileBytes }),
  /** An image's bytes, inline (anything else is refused). */
  image: platform.get('/file/getImage', { query: byId, reply: fileBytes }),
};
