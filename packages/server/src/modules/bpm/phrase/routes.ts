import { listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { id } from '../../../http/schemas.js';
import { flattenParameters, idList, yesNo } from '../shared/schemas.js';
import type { PhraseService } from './service.js';

const tags = ['bpm'];

/** Saved phrases at /common/statment/* (the platform's spelling). */
export function phraseRoutes(service: PhraseService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/common/statment/query', { schema: { tags, body: listQuerySchema } }, async (request) =>
      ok(await service.list(requireAuth(request), request.body)),
    );
    r.post(
      '/common/statment/save',
      {
        schema: {
          tags,
          body: z.preprocess(
            flattenParameters,
            z.object({
              id: id.optional(),
              content: z
                .string('validation.required')
                .trim()
                .min(1, 'validation.required')
                .max(500, 'validation.maxLength'),
              isDefault: yesNo,
            }),
          ),
        },
      },
      async (request) => ok(await service.save(requireAuth(request), request.body)),
    );
    r.post(
      '/common/statment/remove',
      { schema: { tags, querystring: z.object({ ids: idList }) } },
      async (request) => ok(await service.remove(requireAuth(request), request.query.ids)),
    );
    r.post(
      '/common/statment/setDefault',
      { schema: { tags, querystring: z.object({ id }) } },
      async (request) => ok(await service.setDefault(requireAuth(request), request.query.id)),
    );
  };
}
