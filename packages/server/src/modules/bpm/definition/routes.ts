import { SecurityState } from '@campus/contract';
import {
  BPM_TENANT_ADMIN,
  definitionEndpoints as definition,
  MAX_BPMN_LENGTH,
} from '@campus/contract/api/bpm/definition';
import type { FastifyInstance } from 'fastify';
import { registerRelation } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { DefinitionService } from './service.js';

/** Deploying process versions: the tenant's administrators only. */
registerRelation(BPM_TENANT_ADMIN, (me) => {
  if (!me.isTenantAdmin) throw new AppError(SecurityState.UNAUTHORIZED, { key: 'bpm.adminOnly' });
});

/** POST /definition/deploy: a new version of a process (and its form), for tenant admins. */
export function definitionRoutes(service: DefinitionService) {
  return async (app: FastifyInstance) => {
    // A whole BPMN file can be larger than the default body limit (a route option mount does not
    // take, so it is set as the route is added).
    app.addHook('onRoute', (route) => {
      if (route.config?.endpoint === definition.deploy) route.bodyLimit = 2 * MAX_BPMN_LENGTH;
    });
    mount(app, definition.deploy, async ({ me, body }) => ok(await service.deploy(me, body)));
  };
}
