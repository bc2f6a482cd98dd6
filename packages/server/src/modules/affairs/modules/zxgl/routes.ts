import { zxglEndpoints as counselling } from '@campus/contract/affairs/zxgl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import { courseList } from './courses.js';
import { readRecord, writeRecord } from './records.js';
import { addSlot, book, cancelBooking, myBookings, openSlots, revealBooking, schedule } from './slots.js';
import { counsellingStats } from './statistics.js';
import { groupMount } from '../../group-mount.js';

/**
 * The counselling group's API under /counselling, mounted from its declarations (contract
 * affairs/modules/zxgl/api.ts): slots and bookings for students (who may reveal themselves on an
 * anonymous one), the schedule and confidential records for the centre's staff, the course list
 * for everyone and the counts for the centre and the office.
 */
export function counsellingRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/zxgl']);
    on(counselling.slots, async ({ me }) => ok(await openSlots(db, me, Date.now())));
    on(counselling.book, async ({ me, body }) => ok(await book(db, me, body, Date.now())));
    on(counselling.mine, async ({ me }) => ok(await myBookings(db, me, Date.now())));
    on(counselling.cancel, async ({ me, params }) => ok(await cancelBooking(db, me, params.id, Date.now())));
    on(counselling.reveal, async ({ me, params }) => ok(await revealBooking(db, me, params.id, Date.now())));
    on(counselling.schedule, async ({ me }) => ok(await schedule(db, me, Date.now())));
    on(counselling.addSlot, async ({ me, body }) => ok(await addSlot(db, me, body, Date.now())));
    on(counselling.record, async ({ me, params }) => ok(await readRecord(db, me, params.id)));
    on(counselling.writeRecord, async ({ me, params, body }) =>
      ok(await writeRecord(db, me, params.id, body, Date.now())),
    );
    on(counselling.courses, async ({ me }) => ok(await courseList(db, me, Date.now())));
    on(counselling.statistics, async ({ me, query }) => ok(await counsellingStats(db, me, query.by)));
  };
}
