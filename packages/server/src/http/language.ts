import { resolveLanguage, type Language } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/** Every request knows its language: `lang` in the query, else Accept-Language, else zh-CN. */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh-CN');
  // A callback hook, not an async one: no promise per request for a line of work.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const explicit = typeof query?.lang === 'string' ? query.lang : undefined;
    request.lang = resolveLanguage(explicit, request.headers['accept-language']);
    done();
  });
}
