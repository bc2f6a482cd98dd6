import { feeEndpoints as fees } from '@campus/contract/affairs/sfgl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { changeContext } from '../../../../core/change-log/context.js';
import type { DB } from '../../../../db/schema.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { importRoutes } from '../../import/index.js';
import { billDetail, billList, collectionOverview, myBills, recordDeferral, recordPayment } from './bills.js';
import { billImport } from './bills-import.js';
import { exportBills } from './export.js';
import { groupMount } from '../../group-mount.js';

/**
 * The fees group's API under /fees, mounted from its declarations (contract:
 * affairs/modules/sfgl/api.ts): the student's bills, a bill, the staff's collection overview, list
 * and export, the finance office's payments and deferrals (Idempotency-Key), and the bill import
 * (the mechanism's import routes).
 */
export function feeRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    await importRoutes(db, billImport, '/fees/import')(app);
    const on = groupMount(app, ['affairs/sfgl']);
    on(fees.mine, async ({ me }) => ok(await myBills(db, me)));
    on(fees.bill, async ({ me, query }) => ok(await billDetail(db, me, query.id)));
    on(fees.overview, async ({ me, query }) =>
      ok(await collectionOverview(db, me, query.year, schoolDate(Date.now()))),
    );
    on(fees.list, async ({ me, body }) => ok(await billList(db, me, body)));
    on(fees.exportList, async ({ me, body, request, reply }) => {
      const { file, fileName } = await exportBills(db, me, request.lang, body);
      return sendXlsx(reply, file, fileName);
    });
    on(fees.payment, async ({ me, body, request }) =>
      ok(await recordPayment(db, me, body, changeContext(me, request))),
    );
    on(fees.deferral, async ({ me, body, request }) =>
      ok(await recordDeferral(db, me, body, changeContext(me, request))),
    );
  };
}
