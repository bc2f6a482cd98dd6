import {
  checkinPointInputSchema,
  checkinScanSchema,
  checkinStudentScanSchema,
  servicePath,
} from '@campus/contract';
import { checkinEndpoints, type CheckinBase } from '@campus/contract/api/affairs/checkin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { mount } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import { id } from '../../../http/schemas.js';
import * as checkin from './service.js';

/**
 * Check-in's routes under a group's prefix (contract affairs/checkin.ts), for one use of points,
 * mounted from their declarations (contract api/affairs/checkin.ts) below `base`. A group that
 * registers these routes under a prefix of its own rather than passing `base` gets them
 * undeclared, as before.
 */
export function checkinRoutes(use: checkin.CheckinUse, tags: string[], base: CheckinBase = '') {
  return async (app: FastifyInstance) => {
    const group = app.affairsGroup;
    const atServiceRoot =
      group !== undefined && (app.prefix === '/api' || app.prefix === `/api${servicePath(group.service)}`);
    if (group && atServiceRoot) {
      const endpoints = checkinEndpoints(group.service, base);
      mount(app, endpoints.openPoint, async ({ me, body }) => ok(await checkin.openPoint(use, me, body)), {
        tags,
      });
      mount(app, endpoints.points, async ({ me }) => ok(await checkin.listPoints(use, me)), { tags });
      mount(app, endpoints.scan, async ({ me, body }) => ok(await checkin.scan(use, me, body)), { tags });
      mount(app, endpoints.myCode, async ({ me }) => ok(await checkin.studentCode(use, me)), { tags });
      mount(
        app,
        endpoints.pointCode,
        async ({ me, params }) => ok(await checkin.pointCode(use, me, params.id)),
        { tags },
      );
      mount(
        app,
        endpoints.scanStudent,
        async ({ me, params, body }) => ok(await checkin.scanStudent(use, me, params.id, body.code)),
        { tags },
      );
    } else {
      undeclaredRoutes(app, use, tags, base);
    }
  };
}

/** The declared routes as they were before their declarations, for a group mounting them under a prefix of its own. */
function undeclaredRoutes(app: FastifyInstance, use: checkin.CheckinUse, tags: string[], base: CheckinBase) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`${base}/checkin/points/:id/code`, { schema: { tags, params: z.object({ id }) } }, async (request) =>
    ok(await checkin.pointCode(use, requireAuth(request), request.params.id)),
  );
  r.post(
    `${base}/checkin/points/:id/scanStudent`,
    { schema: { tags, params: z.object({ id }), body: checkinStudentScanSchema } },
    async (request) =>
      ok(await checkin.scanStudent(use, requireAuth(request), request.params.id, request.body.code)),
  );
  r.post(`${base}/checkin/points`, { schema: { tags, body: checkinPointInputSchema } }, async (request) =>
    ok(await checkin.openPoint(use, requireAuth(request), request.body)),
  );
  r.get(`${base}/checkin/points`, { schema: { tags } }, async (request) =>
    ok(await checkin.listPoints(use, requireAuth(request))),
  );
  r.post(`${base}/checkin/scan`, { schema: { tags, body: checkinScanSchema } }, async (request) =>
    ok(await checkin.scan(use, requireAuth(request), request.body)),
  );
  r.get(`${base}/checkin/myCode`, { schema: { tags } }, async (request) =>
    ok(await checkin.studentCode(use, requireAuth(request))),
  );
}
