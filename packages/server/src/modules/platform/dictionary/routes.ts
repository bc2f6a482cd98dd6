import { ModuleState } from '@campus/contract';
import { dictionaryEndpoints } from '@campus/contract/api/platform/dictionary';
import type { FastifyInstance } from 'fastify';
import { dictionaryEntries } from '../../../core/dictionaries/entries.js';
import { mount } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';

/** Dictionaries (IBPS-API.md §3): entries {key, name} in the caller's language. */
export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  mount(app, dictionaryEndpoints.findByTypeKey, async ({ me, query, request }) => {
    const entries = await dictionaryEntries(app.database.db, me.tenantId, query.typeKey, request.lang);
    if (!entries) throw new AppError(ModuleState.DICTIONARY_NOT_FOUND);
    return ok(entries);
  });
}
