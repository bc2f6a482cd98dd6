import { ModuleState } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictionaryEntries } from '../../../core/dictionaries/entries.js';
import { requireAuth } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';

const typeKeyQuery = z.object({
  typeKey: z.string('validation.required').regex(/^\w{1,64}$/, 'validation.format'),
});

/** Dictionaries (IBPS-API.md §3): entries {key, name} in the caller's language. */
export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/cat/dictionary/findByTypeKey',
    { schema: { tags: ['platform'], querystring: typeKeyQuery } },
    async (request) => {
      const me = requireAuth(request);
      const entries = await dictionaryEntries(
        app.database.db,
        me.tenantId,
        request.query.typeKey,
        request.lang,
      );
      if (!entries) throw new AppError(ModuleState.DICTIONARY_NOT_FOUND);
      return ok(entries);
    },
  );
}
