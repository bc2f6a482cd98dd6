import { yqfkEndpoints as yqfk } from '@campus/contract/affairs/yqfk/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { ok } from '../../../../http/reply.js';
import { groupMount } from '../../group-mount.js';
import { myPass, scanAtGate } from './gate.js';
import { reportHistory } from './history.js';
import { healthOverview, remindMissing } from './overview.js';
import { healthToday, makeReport, reportUnchanged } from './reports.js';
import { sweepHealthReports } from './retention.js';

/** Epidemic control's API under /api/jczy/v3/yqfk, mounted from its declarations (contract yqfk/api.ts). */
export function healthRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    sweepHealthReports(app, db);
    const on = groupMount(app, ['affairs/yqfk']);
    on(yqfk.today, async ({ me }) => ok(await healthToday(db, me, Date.now())));
    on(yqfk.report, async ({ me, body }) => ok(await makeReport(db, me, body, Date.now())));
    on(yqfk.unchanged, async ({ me }) => ok(await reportUnchanged(db, me, Date.now())));
    on(yqfk.history, async ({ me, query }) => ok(await reportHistory(db, me, query.studentId)));
    on(yqfk.overview, async ({ me, query }) => ok(await healthOverview(db, me, query.date, Date.now())));
    on(yqfk.remind, async ({ me }) => ok(await remindMissing(db, me, Date.now())));
    on(yqfk.pass, async ({ me }) => ok(await myPass(db, me, Date.now())));
    on(yqfk.scan, async ({ me, body }) => ok(await scanAtGate(db, me, body.code, Date.now())));
  };
}
