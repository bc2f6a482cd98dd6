import { servicePath, type ServicePrefix } from '@campus/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Mounts a service's routes at /api/<service>/v3/... and, for single mode, at /api/... too
 * (IBPS-API.md §0). The single-mode copies are hidden from the OpenAPI document.
 */
export async function registerService(
  app: FastifyInstance,
  service: ServicePrefix,
  plugin: FastifyPluginAsync,
): Promise<void> {
  await app.register(plugin, { prefix: `/api${servicePath(service)}` });
  await app.register(
    async (single) => {
      single.addHook('onRoute', (route) => {
        route.schema = { ...(route.schema ?? {}), hide: true };
      });
      await single.register(plugin);
    },
    { prefix: '/api' },
  );
}
