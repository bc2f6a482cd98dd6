import { sql } from 'kysely';
import type { Db } from '../shared/repo.js';

/** Task-area queries beyond the engine's own: saved drafts of task forms and urging. */

export async function saveTaskData(
  db: Db,
  taskId: string,
  savedData: string,
  opinion: string | null,
): Promise<void> {
  await db
    .updateTable('bpmTask')
    .set({ savedData, opinion })
    .where('id', '=', taskId)
    .where('status', '=', 'pending')
    .execute();
}

export function openTasks(db: Db, instanceId: string, taskId?: string) {
  let query = db
    .selectFrom('bpmTask')
    .select(['id', 'nodeId', 'name', 'assigneeId', 'remindTimes', 'lastRemindAt', 'createdAt'])
    .where('instanceId', '=', instanceId)
    .where('status', '=', 'pending');
  if (taskId) query = query.where('id', '=', taskId);
  return query.orderBy('id').execute();
}

/** Counts an urge on the tasks; a task urged less than `minGapMs` ago is left alone (and not counted). */
export async function markUrged(
  db: Db,
  taskIds: readonly string[],
  now: number,
  minGapMs: number,
): Promise<number> {
  const result = await db
    .updateTable('bpmTask')
    .set({ remindTimes: sql`remind_times + 1`, lastRemindAt: now })
    .where('id', 'in', [...taskIds])
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lastRemindAt', 'is', null), eb('lastRemindAt', '<=', now - minGapMs)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Who is to handle a task: its holder, or its candidates while nobody holds it. */
export async function handlersOf(db: Db, task: { id: string; assigneeId: string | null }): Promise<string[]> {
  if (task.assigneeId) return [task.assigneeId];
  const rows = await db
    .selectFrom('bpmTaskCandidate')
    .select('userId')
    .where('taskId', '=', task.id)
    .execute();
  return rows.map((r) => r.userId);
}
