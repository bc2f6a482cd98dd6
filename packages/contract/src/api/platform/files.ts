import { z } from 'zod';
import { defineEndpoint, fileBytes, uploadForm } from '../endpoint.js';
import { attachmentId, attachmentRef } from '../ids.js';

/**
 * Files (issue 5): kept in the database; reading one follows the object that holds it. They need
 * the token header, so the web fetches them as bytes (`download`) rather than linking them.
 */

const byId = z.object({ attachmentId });

export const fileEndpoints = {
  /**
   * One file (multipart field `file`); its type is checked against its content. A repeat with
   * the same Idempotency-Key and the same bytes answers the first upload.
   */
  upload: defineEndpoint({
    service: 'platform',
    method: 'POST',
    path: '/file/upload',
    body: uploadForm,
    reply: attachmentRef,
    access: 'signedIn',
    idempotent: true,
  }),
  /** The bytes as an attachment (saved under their name). */
  download: defineEndpoint({
    service: 'platform',
    method: 'GET',
    path: '/file/download',
    query: byId,
    reply: fileBytes,
    access: 'signedIn',
  }),
  /** An image's bytes, inline (anything else is refused). */
  image: defineEndpoint({
    service: 'platform',
    method: 'GET',
    path: '/file/getImage',
    query: byId,
    reply: fileBytes,
    access: 'signedIn',
  }),
};
