import { phraseEndpoints as phrase } from '@campus/contract/api/bpm/phrase';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { PhraseService } from './service.js';

/** Saved phrases at /common/statment/* (the platform's spelling), mounted from contract api/bpm/phrase.ts. */
export function phraseRoutes(service: PhraseService) {
  return async (app: FastifyInstance) => {
    mount(app, phrase.query, async ({ me, body }) => ok(await service.list(me, body)));
    mount(app, phrase.save, async ({ me, body }) => ok(await service.save(me, body)));
    mount(app, phrase.remove, async ({ me, query }) => ok(await service.remove(me, query.ids)));
    mount(app, phrase.setDefault, async ({ me, query }) => ok(await service.setDefault(me, query.id)));
  };
}
