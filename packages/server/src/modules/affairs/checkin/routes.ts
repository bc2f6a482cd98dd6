import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { id } from '../../../http/schemas.js';
import * as checkin from './service.js';

/** Check-in's routes under a group's prefix (contract affairs/checkin.ts), for one use of points. */
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const time = z
  .number('validation.required')
  .int('validation.integer')
  .min(0, 'validation.min')
  .max(4_102_444_800_000, 'validation.max');
const latitude = z.number('validation.number').min(-90, 'validation.min').max(90, 'validation.max');
const longitude = z.number('validation.number').min(-180, 'validation.min').max(180, 'validation.max');

const pointInput = z
  .object({
    name: text(100),
    place: text(200),
    latitude: latitude.nullish(),
    longitude: longitude.nullish(),
    radius: z
      .number('validation.number')
      .int('validation.integer')
      .min(10, 'validation.min')
      .max(100_000, 'validation.max')
      .nullish(),
    startsAt: time,
    endsAt: time,
  })
  .refine((p) => p.endsAt > p.startsAt, { message: 'validation.dateOrder', path: ['endsAt'] })
  .refine((p) => (p.latitude == null) === (p.longitude == null), {
    message: 'validation.required',
    path: ['longitude'],
  });

const scanInput = z.object({
  code: text(200),
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
});

export function checkinRoutes(use: checkin.CheckinUse, tags: string[]) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/checkin/points', { schema: { tags, body: pointInput } }, async (request) =>
      ok(await checkin.openPoint(use, requireAuth(request), request.body)),
    );
    r.get('/checkin/points', { schema: { tags } }, async (request) =>
      ok(await checkin.listPoints(use, requireAuth(request))),
    );
    r.get('/checkin/points/:id/code', { schema: { tags, params: z.object({ id }) } }, async (request) =>
      ok(await checkin.pointCode(use, requireAuth(request), request.params.id)),
    );
    r.post('/checkin/scan', { schema: { tags, body: scanInput } }, async (request) =>
      ok(await checkin.scan(use, requireAuth(request), request.body)),
    );
    r.get('/checkin/myCode', { schema: { tags } }, async (request) =>
      ok(await checkin.studentCode(use, requireAuth(request))),
    );
    r.post(
      '/checkin/points/:id/scanStudent',
      { schema: { tags, params: z.object({ id }), body: z.object({ code: text(200) }) } },
      async (request) =>
        ok(await checkin.scanStudent(use, requireAuth(request), request.params.id, request.body.code)),
    );
  };
}
