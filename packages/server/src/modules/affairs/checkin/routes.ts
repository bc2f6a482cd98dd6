import { servicePath } from '@campus/contract';
import { checkinEndpoints, type CheckinBase } from '@campus/contract/api/affairs/checkin';
import type { FastifyInstance } from 'fastify';
import { groupMount } from '../group-mount.js';
import { ok } from '../../../http/reply.js';
import * as checkin from './service.js';

/**
 * Check-in's routes under a group's prefix (contract affairs/checkin.ts), for one use of points,
 * mounted from their declarations (contract api/affairs/checkin.ts) below `base`.
 */
export function checkinRoutes(use: checkin.CheckinUse, tags: string[], base: CheckinBase = '') {
  return async (app: FastifyInstance) => {
    const group = app.affairsGroup;
    const atServiceRoot =
      group !== undefined && (app.prefix === '/api' || app.prefix === `/api${servicePath(group.service)}`);
    if (group && atServiceRoot) {
      const endpoints = checkinEndpoints(group.service, base);
      const on = groupMount(app, tags);
      on(endpoints.openPoint, async ({ me, body }) => ok(await checkin.openPoint(use, me, body)));
      on(endpoints.points, async ({ me }) => ok(await checkin.listPoints(use, me)));
      on(endpoints.scan, async ({ me, body }) => ok(await checkin.scan(use, me, body)));
      on(endpoints.myCode, async ({ me }) => ok(await checkin.studentCode(use, me)));
      on(endpoints.pointCode, async ({ me, params }) => ok(await checkin.pointCode(use, me, params.id)));
      on(endpoints.scanStudent, async ({ me, params, body }) =>
        ok(await checkin.checkInByStaff(use, me, params.id, body)),
      );
      on(endpoints.checkInStudent, async ({ me, params, body }) =>
        ok(await checkin.checkInByStaff(use, me, params.id, body)),
      );
    } else {
      // Mounted from declarations, which hang off the group's service: a group keeps its
      // check-in apart with `base` (activities: '/activity'), not with a prefix of its own.
      throw new Error(
        'check-in routes are registered at a group service root; use `base` to keep them apart',
      );
    }
  };
}
