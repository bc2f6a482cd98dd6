import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_XML_LENGTH } from '../../../engine/compile/parse.js';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { id } from '../../../http/schemas.js';
import type { DefinitionService } from './service.js';

const deployBody = z.object({
  xml: z
    .string('validation.required')
    .min(1, 'validation.required')
    .max(MAX_XML_LENGTH, 'validation.maxLength'),
  typeId: id.optional(),
  description: z.string().max(1000, 'validation.maxLength').optional(),
  // The form (contract format: key, name, fields) is checked in full by the engine's form seam.
  form: z
    .looseObject({
      key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key'),
      fields: z.array(z.unknown()).max(200, 'validation.max'),
    })
    .optional(),
});

/** POST /definition/deploy: a new version of a process (and its form), for tenant admins. */
export function definitionRoutes(service: DefinitionService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // A whole BPMN file can be larger than the default body limit.
    r.post(
      '/definition/deploy',
      { schema: { tags: ['bpm'], body: deployBody }, bodyLimit: 2 * MAX_XML_LENGTH },
      async (request) => ok(await service.deploy(requireAuth(request), request.body)),
    );
  };
}
