import type { FastifyInstance } from 'fastify';

/**
 * No API reply is kept by a browser's cache or a proxy: bills, student records, the counselling
 * schedule, exports and downloads are one person's data, and a reply kept on a shared campus
 * computer outlives the sign-out. Every reply under /api (refusals and sign-in replies too, which
 * carry tokens) gets `Cache-Control: no-store` unless its route chose otherwise; the web app's
 * static files (http/web-app.ts) are not under /api and keep their own caching. The service
 * worker's offline copies of API reads are its own matter (web src/sw.ts, dropped on sign-out).
 */
export function registerNoStore(app: FastifyInstance): void {
  // A callback hook: no promise per request for a header.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
