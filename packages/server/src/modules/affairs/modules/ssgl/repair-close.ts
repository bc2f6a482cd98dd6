import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { completeTask } from '../../../../engine/runtime/commands/complete.js';
import type { FormData } from '../../../../engine/runtime/run.js';
import { findInstance, findTask } from '../../../../engine/runtime/store.js';
import { runCommand } from '../../../../engine/runtime/transaction.js';
import { versionById } from '../../../../engine/versions.js';
import { moduleSettings } from '../../settings/settings.js';
import { SSGL } from './group.js';

/**
 * A repair done but never rated is closed after the school's number of days (the repair module's
 * setting autoCloseDays): the student's rating step is agreed in their name with a note, so the
 * order ends as a repair does. Swept every hour by each server (a second server finding the task
 * already closed does nothing: the command re-reads it under the instance's lock).
 */
const REPAIR = SSGL.modules.find((m) => m.key === 'repair')!;
const DAY_MS = 24 * 3600 * 1000;
const SWEEP_MS = 3600 * 1000;
export const AUTO_CLOSE_OPINION = '维修完成后逾期未评价，系统自动办结';

/** Closes the unrated repairs of one school due at `now`; returns how many were closed. */
export async function closeUnratedRepairs(db: Kysely<DB>, tenantId: string, now: number): Promise<number> {
  const days = Number((await moduleSettings(db, tenantId, REPAIR)).autoCloseDays);
  if (!Number.isFinite(days) || days <= 0) return 0;
  const due = await db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .select(['t.id', 'i.starterId', 'i.starterName'])
    .where('t.tenantId', '=', tenantId)
    .where('i.defKey', '=', REPAIR.processKey)
    .where('i.status', '=', 'running')
    .where('t.nodeId', '=', 'rate')
    .where('t.status', '=', 'pending')
    .where('t.createdAt', '<=', now - days * DAY_MS)
    .execute();
  let closed = 0;
  for (const row of due) {
    const done = await runCommand(
      db,
      { tenantId, userId: row.starterId, fullname: row.starterName },
      async (ctx) => {
        const task = await findTask(ctx.db, tenantId, row.id);
        if (!task || task.status !== 'pending') return false;
        const instance = (await findInstance(ctx.db, tenantId, task.instanceId))!;
        const process = await versionById(ctx.db, tenantId, instance.defId);
        await completeTask(
          { ...ctx, now },
          {
            instance,
            graph: process.graph,
            task,
            vote: 'agree',
            opinion: AUTO_CLOSE_OPINION,
            data: JSON.parse(instance.data) as FormData,
            onBehalfOf: null,
          },
        );
        return true;
      },
    );
    if (done) closed++;
  }
  return closed;
}

/** Every school's unrated repairs, swept hourly while the server runs. */
export function sweepUnratedRepairs(app: FastifyInstance, db: Kysely<DB>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      void (async () => {
        const tenants = await db.selectFrom('tenant').select('id').execute();
        for (const tenant of tenants) await closeUnratedRepairs(db, tenant.id, Date.now());
      })().catch((error: unknown) => app.log.error({ err: error }, 'closing unrated repairs failed'));
    }, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
