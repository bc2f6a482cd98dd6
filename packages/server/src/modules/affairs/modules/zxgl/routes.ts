import { MODES, OUTCOMES, RISKS, STAT_DIMENSIONS, TOPICS } from '@campus/contract/affairs/zxgl';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import { courseList } from './courses.js';
import { readRecord, writeRecord } from './records.js';
import { addSlot, book, cancelBooking, myBookings, openSlots, revealBooking, schedule } from './slots.js';
import { counsellingStats } from './statistics.js';

/**
 * The counselling group's API under /counselling (contract: affairs/modules/zxgl/types.ts): slots
 * and bookings for students (who may reveal themselves on an anonymous one), the schedule and
 * confidential records for the centre's staff, the course list for everyone and the counts for the
 * centre and the office.
 */
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const optionalText = (max: number) =>
  z.string('validation.format').trim().max(max, 'validation.maxLength').optional();
const params = z.object({ id });

export function counsellingRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/zxgl'];
    r.get('/counselling/slots', { schema: { tags } }, async (request) =>
      ok(await openSlots(db, requireAuth(request), Date.now())),
    );
    r.post(
      '/counselling/bookings',
      {
        schema: {
          tags,
          body: z.object({
            slotId: id,
            topic: z.enum(TOPICS, 'validation.oneOf'),
            description: optionalText(1000),
            phone: z.string('validation.required').regex(/^1\d{10}$/, 'validation.format'),
            anonymous: z.boolean('validation.format').optional(),
          }),
        },
      },
      async (request) => ok(await book(db, requireAuth(request), request.body, Date.now())),
    );
    r.get('/counselling/bookings/mine', { schema: { tags } }, async (request) =>
      ok(await myBookings(db, requireAuth(request), Date.now())),
    );
    r.post('/counselling/bookings/:id/cancel', { schema: { tags, params } }, async (request) =>
      ok(await cancelBooking(db, requireAuth(request), request.params.id, Date.now())),
    );
    r.post('/counselling/bookings/:id/reveal', { schema: { tags, params } }, async (request) =>
      ok(await revealBooking(db, requireAuth(request), request.params.id, Date.now())),
    );
    r.get('/counselling/schedule', { schema: { tags } }, async (request) =>
      ok(await schedule(db, requireAuth(request), Date.now())),
    );
    r.post(
      '/counselling/slots',
      {
        schema: {
          tags,
          body: z.object({
            startsAt: z.number('validation.number').int('validation.format').min(0, 'validation.min'),
            minutes: z
              .number('validation.number')
              .int('validation.format')
              .min(20, 'validation.min')
              .max(120, 'validation.max'),
            place: text(100),
            mode: z.enum(MODES, 'validation.oneOf'),
          }),
        },
      },
      async (request) => ok(await addSlot(db, requireAuth(request), request.body, Date.now())),
    );
    r.get('/counselling/bookings/:id/record', { schema: { tags, params } }, async (request) =>
      ok(await readRecord(db, requireAuth(request), request.params.id)),
    );
    r.put(
      '/counselling/bookings/:id/record',
      {
        schema: {
          tags,
          params,
          body: z.object({
            outcome: z.enum(OUTCOMES, 'validation.oneOf'),
            summary: text(4000),
            assessment: optionalText(2000),
            risk: z.enum(RISKS, 'validation.oneOf'),
            plan: optionalText(2000),
            referral: z.boolean('validation.format').optional(),
          }),
        },
      },
      async (request) =>
        ok(await writeRecord(db, requireAuth(request), request.params.id, request.body, Date.now())),
    );
    r.get('/counselling/courses', { schema: { tags } }, async (request) =>
      ok(await courseList(db, requireAuth(request), Date.now())),
    );
    r.get(
      '/counselling/statistics',
      { schema: { tags, querystring: z.object({ by: z.enum(STAT_DIMENSIONS, 'validation.oneOf') }) } },
      async (request) => ok(await counsellingStats(db, requireAuth(request), request.query.by)),
    );
  };
}
