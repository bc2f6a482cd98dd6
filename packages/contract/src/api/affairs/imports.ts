import { z } from 'zod';
import type { ServicePrefix } from '../../constants.js';
import { importPreviewSchema, importStatusSchema } from '../../affairs/imports.js';
import { recordId } from '../inputs.js';
import { declaredOnce } from './declared-once.js';
import { fileBytes, uploadForm } from '../endpoint.js';
import { endpointsOf } from '../endpoints-of.js';

/**
 * A spreadsheet import kind's routes (contract affairs/imports.ts) under a group's service at
 * `base` (fees: '/fees/import'): the upload (multipart `file`; a repeat of the same file with the
 * same Idempotency-Key answers the first preview), the confirmation, its progress and its template. Each kind
 * decides who may import; an import is its uploader's alone.
 */
function declare(service: ServicePrefix, base: `/${string}`) {
  const api = endpointsOf({ service, access: 'signedIn' });

  return {
    upload: api.post(base, { body: uploadForm, reply: importPreviewSchema, idempotent: true }),
    confirm: api.post(`${base}/confirm`, {
      body: z.object({ id: recordId }),
      reply: importStatusSchema,
      idempotent: true,
    }),
    status: api.get(`${base}/status`, { query: z.object({ id: recordId }), reply: importStatusSchema }),
    /** The kind's template: headers in the caller's language, an example row, a sheet explaining each column. */
    template: api.get(`${base}/template`, { reply: fileBytes }),
  };
}

export type ImportEndpoints = ReturnType<typeof declare>;

const declaredAt = declaredOnce((service: ServicePrefix, base: `/${string}`) => `${service}${base}`, declare);

/** The endpoints of an import kind at `base` (the same objects on every call). */
export function importEndpoints(service: ServicePrefix, base: `/${string}`): ImportEndpoints {
  return declaredAt(service, base);
}
