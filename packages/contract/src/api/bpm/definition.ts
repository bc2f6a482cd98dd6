import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { recordId } from '../inputs.js';

/** Deploying a new version of a process (and its form): the tenant's administrators only. */

/** The longest BPMN file the engine compiles (the server's engine/compile/parse.ts checks the same). */
export const MAX_BPMN_LENGTH = 1_000_000;

/** Registered by the server: the caller administers the tenant. */
export const BPM_TENANT_ADMIN = 'bpm.tenantAdmin';

export const definitionEndpoints = {
  deploy: defineEndpoint({
    service: 'business',
    method: 'POST',
    path: '/bpm/definition/deploy',
    body: z.object({
      xml: z
        .string('validation.required')
        .min(1, 'validation.required')
        .max(MAX_BPMN_LENGTH, 'validation.maxLength'),
      typeId: recordId.optional(),
      description: z.string().max(1000, 'validation.maxLength').optional(),
      // The form (contract format: key, name, fields) is checked in full by the engine's form seam.
      form: z
        .looseObject({
          key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key'),
          fields: z.array(z.unknown()).max(200, 'validation.max'),
        })
        .optional(),
    }),
    reply: z.object({ id: z.string(), key: z.string(), name: z.string(), version: z.number() }),
    access: { relation: BPM_TENANT_ADMIN },
  }),
};
