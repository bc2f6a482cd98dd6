import type { FastifyInstance } from 'fastify';

/**
 * Every reply names its request (`X-Request-Id`, the id every log line of the request carries;
 * app.ts's genReqId takes a proxy's or a client's own when it is a sane one): a user's "it failed
 * at 10:32" becomes one search in the logs, and the app shows it on its error screens.
 */
export function registerRequestId(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request for a line of work.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
