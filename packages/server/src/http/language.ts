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
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown> | undefined;
    const explicit = typeof query?.lang === 'string' ? query.lang : undefined;
    request.lang = resolveLanguage(explicit, request.headers['accept-language']);
  });
}
