import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { healthSettings } from './group.js';

/**
 * Health data is kept for the period the school sets (the group's `retentionDays`), then erased:
 * hourly, each school's reports older than that are deleted by date (the index on school and
 * day). Deleting is idempotent, so two servers sweeping at once do no harm.
 */
const SWEEP_MS = 60 * 60 * 1000;

export async function eraseExpiredHealthReports(db: Kysely<DB>, now: number): Promise<number> {
  const schools = await db.selectFrom('healthReport').select('tenantId').distinct().execute();
  let erased = 0;
  for (const { tenantId } of schools) {
    const { retentionDays } = await healthSettings(db, tenantId);
    const firstKept = addDays(schoolDate(now), -retentionDays);
    const result = await db
      .deleteFrom('healthReport')
      .where('tenantId', '=', tenantId)
      .where('reportDate', '<', firstKept)
      .executeTakeFirst();
    erased += Number(result.numDeletedRows);
  }
  return erased;
}

/** The sweep, hourly while the server runs. */
export function sweepHealthReports(app: FastifyInstance, db: Kysely<DB>): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    void eraseExpiredHealthReports(db, Date.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'erasing expired health reports failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
