import type { AnyDeclaration } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { mount, type EndpointHandler, type MountOptions } from '../../http/endpoint.js';

/** Mounts one declaration on the plugin `groupMount` was made for, under its group's tag. */
export type GroupMount = <E extends AnyDeclaration>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options?: Omit<MountOptions, 'tags'>,
) => void;

/**
 * `mount` bound to a group's plugin and its OpenAPI tag, so each of a group's routes names only its
 * declaration, its handler and what it adds (config, body limit): the documentation groups every
 * route of the group under the one tag.
 */
export function groupMount(app: FastifyInstance, tags: readonly string[]): GroupMount {
  return (endpoint, handler, options = {}) => mount(app, endpoint, handler, { ...options, tags: [...tags] });
}
