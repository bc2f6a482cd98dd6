import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty one is
 * no body at all: the platform's stock front end sends parameter-only POSTs (`user/context`,
 * `authentication/verify`, `user/logout`, `markRead`, ...) with `Content-Type: application/json`
 * and nothing after it (issue 32). A route that needs a body still refuses its absence by its
 * schema, naming the body.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
