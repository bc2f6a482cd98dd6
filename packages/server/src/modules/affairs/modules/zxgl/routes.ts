import { OUTCOMES, RISKS } from '@campus/contract/affairs/zxgl';
import { zxglEndpoints as counselling } from '@campus/contract/affairs/zxgl/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import { courseList } from './courses.js';
import { readRecord, writeRecord } from './records.js';
import { addSlot, book, cancelBooking, myBookings, openSlots, revealBooking, schedule } from './slots.js';
import { counsellingStats } from './statistics.js';

/**
 * The counselling group's API under /counselling, mounted from its declarations (contract
 * affairs/modules/zxgl/api.ts): slots and bookings for students (who may reveal themselves on an
 * anonymous one), the schedule and confidential records for the centre's staff, the course list
 * for everyone and the counts for the centre and the office. The routes addressed by a path
 * parameter (bookings/:id/...) are not declared yet: declarations have no path parameters.
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
    mount(app, counselling.slots, async ({ me }) => ok(await openSlots(db, me, Date.now())), { tags });
    mount(app, counselling.book, async ({ me, body }) => ok(await book(db, me, body, Date.now())), { tags });
    mount(app, counselling.mine, async ({ me }) => ok(await myBookings(db, me, Date.now())), { tags });
    r.post('/counselling/bookings/:id/cancel', { schema: { tags, params } }, async (request) =>
      ok(await cancelBooking(db, requireAuth(request), request.params.id, Date.now())),
    );
    r.post('/counselling/bookings/:id/reveal', { schema: { tags, params } }, async (request) =>
      ok(await revealBooking(db, requireAuth(request), request.params.id, Date.now())),
    );
    mount(app, counselling.schedule, async ({ me }) => ok(await schedule(db, me, Date.now())), { tags });
    mount(app, counselling.addSlot, async ({ me, body }) => ok(await addSlot(db, me, body, Date.now())), {
      tags,
    });
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
    mount(app, counselling.courses, async ({ me }) => ok(await courseList(db, me, Date.now())), { tags });
    mount(
      app,
      counselling.statistics,
      async ({ me, query }) => ok(await counsellingStats(db, me, query.by)),
      {
        tags,
      },
    );
  };
}
