import { isDate, isMobile, listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import { cancelLeave } from './cancel.js';
import { createRegistrationService } from './registration.js';
import { leaveToday } from './today.js';

/** A grace for clocks: an arrival a few minutes "in the future" is the phone's clock, not a lie. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const day = z.string('validation.required').refine((v) => v.length === 10 && isDate(v), 'validation.date');
const text = (max: number) => z.string().trim().max(max, 'validation.maxLength').optional();
const kind = z.enum(['destination', 'return'], 'validation.oneOf');

const destinationBody = z
  .object({
    batchId: id,
    destinationType: z.enum(['home', 'school', 'travel', 'internship', 'other'], 'validation.oneOf'),
    address: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.maxLength'),
    contactPhone: z.string('validation.required').trim().refine(isMobile, 'validation.phone'),
    leaveDate: day,
    returnDate: day,
    transport: text(100),
    note: text(500),
  })
  .refine((b) => b.returnDate >= b.leaveDate, { message: 'validation.dateOrder', path: ['returnDate'] });

const returnBody = z.object({
  batchId: id,
  arrivedAt: z
    .number('validation.number')
    .int('validation.integer')
    .refine((at) => at <= Date.now() + CLOCK_SKEW_MS, 'leave.arrivedInFuture')
    .optional(),
  transport: text(100),
  note: text(500),
});

const checkBody = listQuerySchema.unwrap().extend({ batchId: id });

/**
 * Leave's own API (contract: affairs/leave.ts) under /leave: cancelling a leave on return (销假),
 * who is away today, and the destination and return registrations.
 */
export function leaveRoutes(db: Kysely<DB>) {
  const registrations = createRegistrationService(db);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/leave'];

    r.post('/leave/cancel', { schema: { tags, body: z.object({ id, note: text(500) }) } }, async (request) =>
      ok(await cancelLeave(db, requireAuth(request), request.body)),
    );
    r.get('/leave/today', { schema: { tags } }, async (request) =>
      ok(await leaveToday(db, requireAuth(request))),
    );
    r.get('/leave/batch', { schema: { tags, querystring: z.object({ kind }) } }, async (request) =>
      ok(await registrations.openBatch(requireAuth(request), request.query.kind)),
    );

    const mine = { tags, querystring: z.object({ batchId: id }) };
    r.get('/leave/destination/mine', { schema: mine }, async (request) =>
      ok(await registrations.mineDestination(requireAuth(request), request.query.batchId)),
    );
    r.get('/leave/return/mine', { schema: mine }, async (request) =>
      ok(await registrations.mineReturn(requireAuth(request), request.query.batchId)),
    );
    r.post('/leave/destination/sign', { schema: { tags, body: destinationBody } }, async (request) =>
      ok(await registrations.signDestination(requireAuth(request), request.body)),
    );
    r.post('/leave/return/sign', { schema: { tags, body: returnBody } }, async (request) =>
      ok(await registrations.signReturn(requireAuth(request), request.body)),
    );
    r.post('/leave/destination/check', { schema: { tags, body: checkBody } }, async (request) => {
      const { batchId, ...query } = request.body;
      return ok(await registrations.check(requireAuth(request), 'destination', batchId, query));
    });
    r.post('/leave/return/check', { schema: { tags, body: checkBody } }, async (request) => {
      const { batchId, ...query } = request.body;
      return ok(await registrations.check(requireAuth(request), 'return', batchId, query));
    });
  };
}
