import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Where the request being served came from (its address and client), kept for the length of the
 * request. A write made deep in a workflow command (an approval that lifts a sanction or applies
 * a profile change) is logged with the request that caused it, without every engine call carrying
 * the request along.
 */
export interface ChangeOrigin {
  ip: string;
  client: string;
}

/** The most of the client's self-description kept (a user agent can be long, or hostile). */
const CLIENT_MAX = 200;

const current = new AsyncLocalStorage<ChangeOrigin>();

export function originOf(request: FastifyRequest): ChangeOrigin {
  const agent = request.headers['user-agent'];
  return {
    ip: (request.ip || '').slice(0, 64),
    client: (typeof agent === 'string' ? agent : '').slice(0, CLIENT_MAX),
  };
}

/** Outside any request (the seed, a scheduled job): the system itself. */
const SYSTEM: ChangeOrigin = { ip: '', client: 'system' };

export const currentOrigin = (): ChangeOrigin => current.getStore() ?? SYSTEM;

/** Every request runs the rest of its hooks and its handler inside its origin. */
export function registerChangeOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => current.run(originOf(request), done));
}
