import { BILL_STATES, PAYMENT_CHANNELS } from '@campus/contract/affairs/sfgl';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import { academicYear, day, id } from '../../../../http/schemas.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { importRoutes } from '../../import/index.js';
import { billDetail, billList, collectionOverview, myBills, recordDeferral, recordPayment } from './bills.js';
import { billImport } from './bills-import.js';
import { exportBills } from './export.js';

/**
 * The fees group's API under /fees (contract: affairs/modules/sfgl/types.ts): the student's bills,
 * a bill, the staff's collection overview, list and export, the finance office's payments and
 * deferrals (Idempotency-Key), and the bill import (the mechanism's import routes).
 */
const money = z.number('validation.number').positive('validation.min').max(1_000_000, 'validation.max');
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');

const listQuery = z.object({
  academicYear,
  states: z
    .array(z.enum(BILL_STATES as [string, ...string[]], 'validation.oneOf'))
    .max(5)
    .optional(),
  collegeId: id.optional(),
  classId: id.optional(),
  keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
  pageNo: z
    .number('validation.number')
    .int()
    .min(1, 'validation.min')
    .max(10_000, 'validation.max')
    .optional(),
  limit: z.number('validation.number').int().min(1, 'validation.min').max(500, 'validation.max').optional(),
});
type ListBody = z.infer<typeof listQuery> & { states?: (typeof BILL_STATES)[number][] };

export function feeRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    await importRoutes(db, billImport, '/fees/import')(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/sfgl'];
    r.get('/fees/mine', { schema: { tags } }, async (request) => ok(await myBills(db, requireAuth(request))));
    r.get('/fees/bill', { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
      ok(await billDetail(db, requireAuth(request), request.query.id)),
    );
    r.get(
      '/fees/overview',
      { schema: { tags, querystring: z.object({ year: academicYear.optional() }) } },
      async (request) =>
        ok(await collectionOverview(db, requireAuth(request), request.query.year, schoolDate(Date.now()))),
    );
    r.post('/fees/list', { schema: { tags, body: listQuery } }, async (request) =>
      ok(await billList(db, requireAuth(request), request.body as ListBody)),
    );
    r.post('/fees/export', { schema: { tags, body: listQuery } }, async (request, reply) => {
      const { file, fileName } = await exportBills(
        db,
        requireAuth(request),
        request.lang,
        request.body as ListBody,
      );
      return sendXlsx(reply, file, fileName);
    });
    r.post(
      '/fees/payment',
      {
        schema: {
          tags,
          body: z.object({
            billId: id,
            amount: money,
            channel: z.enum(PAYMENT_CHANNELS as [string, ...string[]], 'validation.oneOf'),
            receiptNo: text(40),
          }),
        },
        config: { idempotent: true },
      },
      async (request) =>
        ok(
          await recordPayment(db, requireAuth(request), {
            ...request.body,
            channel: request.body.channel as (typeof PAYMENT_CHANNELS)[number],
          }),
        ),
    );
    r.post(
      '/fees/deferral',
      {
        schema: {
          tags,
          body: z.object({ billId: id, amount: money, deadline: day, reason: text(500) }),
        },
        config: { idempotent: true },
      },
      async (request) => ok(await recordDeferral(db, requireAuth(request), request.body)),
    );
  };
}
