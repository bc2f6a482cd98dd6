import { LANGUAGES, type Language } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { schoolTimeZone } from '../../../core/school/time-zone.js';
import { noticeAt } from '../../../engine/deadlines.js';
import { stepNameIn } from '../../../engine/reader-rows.js';
import { findInstance } from '../../../engine/runtime/store.js';
import { subjectTexts } from '../../../engine/subjects.js';
import { versionById } from '../../../engine/versions.js';
import { notify } from '../shared/notify.js';
import type { Db } from '../shared/repo.js';
import { handlersOf } from '../task/repo.js';

/**
 * Step deadlines (campus:dueHours / campus:remindHours; docs/BPMN.md "Deadlines and copies"),
 * swept by every server: the holder (or the candidates) of an open task whose reminder time came
 * get "请在 12月2日 10:00 前处理：…", and once more "已超过处理时限：…" when the deadline passes,
 * as an inner message in every language with a push, as the starter's urge sends them.
 *
 * A task's `alert_at` is when it next has a notice due (migration 0014). Each notice is claimed
 * by moving `alert_at` on with a conditional update in the transaction that sends it, so it goes
 * out once however many servers (or overlapping sweeps) find it; a task handled before its time
 * has left the open tasks and is never read; a suspended request's tasks wait (and are told after
 * recovery, the notice then late rather than lost).
 */
const SWEEP_MS = 5 * 60_000;
/** Tasks read per query; the sweep goes on while full batches make progress. */
const BATCH = 200;

export interface SweepResult {
  reminded: number;
  overdue: number;
  /** Tasks whose notice failed (logged; left due, so the next sweep tries again). */
  failed: number;
}

interface DueTask {
  id: string;
  tenantId: string;
  instanceId: string;
  nodeId: string;
  name: string;
  assigneeId: string | null;
  dueAt: number | null;
  alertAt: number | null;
}

/** Open tasks of running requests with a notice due by `now`: found through bpm_task_alert_ix. */
function dueTasks(db: Db, now: number): Promise<DueTask[]> {
  return (
    db
      .selectFrom('bpmTask as t')
      .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
      .select([
        't.id',
        't.tenantId',
        't.instanceId',
        't.nodeId',
        't.name',
        't.assigneeId',
        't.dueAt',
        't.alertAt',
      ])
      // Literal, as the partial index states it, so both planners may use the index.
      .where('t.status', '=', sql.lit('pending'))
      .where('t.alertAt', '<=', now)
      .where('i.status', '=', 'running')
      .orderBy('t.alertAt')
      .limit(BATCH)
      .execute()
  );
}

/** "12月2日 10:00", "Dec 2, 10:00": the deadline in the school's time zone, in each language. */
export function dueTexts(dueAt: number, timeZone: string): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      new Intl.DateTimeFormat(lang, {
        timeZone,
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(dueAt),
    ]),
  ) as Record<Language, string>;
}

/** Claims one task's notice and sends it, in one transaction; false when another sweep had it. */
async function sendNotice(db: Db, task: DueTask, now: number, zones: Map<string, string>) {
  const dueAt = task.dueAt ?? task.alertAt!;
  const { kind, next } = noticeAt(dueAt, now);
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('bpmTask')
      .set({ alertAt: next })
      .where('id', '=', task.id)
      .where('alertAt', '=', task.alertAt)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('bpmInstance')
            .select('id')
            .where('id', '=', task.instanceId)
            .where('status', '=', 'running'),
        ),
      )
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return null;
    const instance = await findInstance(trx, task.tenantId, task.instanceId);
    if (!instance) return null;
    const { graph } = await versionById(trx, task.tenantId, instance.defId);
    let zone = zones.get(task.tenantId);
    if (!zone) zones.set(task.tenantId, (zone = await schoolTimeZone(trx, task.tenantId)));
    await notify(
      trx,
      task.tenantId,
      {
        receivers: await handlersOf(trx, task),
        subject: kind === 'remind' ? 'bpm.message.deadlineSubject' : 'bpm.message.overdueSubject',
        content: kind === 'remind' ? 'bpm.message.deadlineContent' : 'bpm.message.overdueContent',
        params: {
          subject: subjectTexts(instance),
          node: Object.fromEntries(
            LANGUAGES.map((lang) => [lang, stepNameIn(graph, task.nodeId, task.name, lang)]),
          ) as Record<Language, string>,
          due: dueTexts(dueAt, zone),
        },
        sender: null,
        bizType: 'bpm.task',
        bizId: task.id,
      },
      now,
    );
    return kind;
  });
}

/** Sends every reminder and overdue notice due by `now` (the clock is the caller's, for tests). */
export async function sendDeadlineNotices(
  db: Db,
  now: number,
  onError: (taskId: string, error: unknown) => void = () => {},
): Promise<SweepResult> {
  const result: SweepResult = { reminded: 0, overdue: 0, failed: 0 };
  const zones = new Map<string, string>();
  for (;;) {
    const due = await dueTasks(db, now);
    let sent = 0;
    for (const task of due) {
      // One task's failure (its definition unreadable, say) must not hold up everyone else's.
      const kind = await sendNotice(db, task, now, zones).catch((error: unknown) => {
        result.failed++;
        onError(task.id, error);
        return null;
      });
      if (kind === 'remind') result.reminded++;
      if (kind === 'overdue') result.overdue++;
      if (kind) sent++;
    }
    // A short batch was the last; a full one that another server took from under us ends too.
    if (due.length < BATCH || sent === 0) return result;
  }
}

/** Every SWEEP_MS while the server runs. */
export function sweepDeadlines(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sendDeadlineNotices(db, Date.now(), (taskId, error) =>
      app.log.error({ err: error, taskId }, 'a deadline reminder failed'),
    )
      .catch((error: unknown) => app.log.error({ err: error }, 'sending deadline reminders failed'))
      .finally(() => (running = false));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
