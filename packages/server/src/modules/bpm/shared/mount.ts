import type { AnyEndpoint } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { mount, type EndpointHandler, type MountOptions } from '../../../http/endpoint.js';

/** Mounts a workflow declaration (contract api/bpm/*) under the OpenAPI tag 'bpm'. */
export function mountBpm<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: MountOptions = {},
): void {
  mount(app, endpoint, handler, { tags: ['bpm'], ...options });
}
