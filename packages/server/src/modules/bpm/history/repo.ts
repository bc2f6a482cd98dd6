import type { Insertable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Db } from '../shared/repo.js';

/** The approval timeline, the diagram's colours and copy-to. */

export function historyOf(db: Db, instanceId: string) {
  return db
    .selectFrom('bpmHistory')
    .select([
      'id',
      'taskId',
      'nodeId',
      'nodeName',
      'action',
      'opinion',
      'actorId',
      'actorName',
      'onBehalfOfId',
      'onBehalfOfName',
      'taskCreatedAt',
      'createdAt',
    ])
    .where('instanceId', '=', instanceId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Open tasks with who holds them (the holder, or the candidates' names). */
export async function openTasksWithHandlers(db: Db, instanceId: string) {
  const tasks = await db
    .selectFrom('bpmTask')
    .select(['id', 'nodeId', 'name', 'assigneeId', 'assigneeName', 'createdAt'])
    .where('instanceId', '=', instanceId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  const shared = tasks.filter((t) => !t.assigneeId).map((t) => t.id);
  const candidates = shared.length
    ? await db
        .selectFrom('bpmTaskCandidate as c')
        .innerJoin('appUser as u', 'u.id', 'c.userId')
        .select(['c.taskId', 'u.id', 'u.fullname'])
        .where('c.taskId', 'in', shared)
        .orderBy('u.fullname')
        .execute()
    : [];
  return tasks.map((task) => {
    const people = task.assigneeId
      ? [{ id: task.assigneeId, name: task.assigneeName ?? '' }]
      : candidates.filter((c) => c.taskId === task.id).map((c) => ({ id: c.id, name: c.fullname }));
    return { ...task, handlers: people };
  });
}

/** Adds copies (once per receiver and request); returns the receivers that are new. */
export async function addCopies(db: Db, rows: Insertable<DB['bpmCopyTo']>[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const existing = await db
    .selectFrom('bpmCopyTo')
    .select('receiverId')
    .where('instanceId', '=', rows[0]!.instanceId)
    .where(
      'receiverId',
      'in',
      rows.map((r) => r.receiverId),
    )
    .execute();
  const known = new Set(existing.map((e) => e.receiverId));
  const fresh = rows.filter((r) => !known.has(r.receiverId));
  if (fresh.length) {
    await db
      .insertInto('bpmCopyTo')
      .values(fresh)
      .onConflict((oc) => oc.columns(['instanceId', 'receiverId']).doNothing())
      .execute();
  }
  return fresh.map((r) => r.receiverId);
}
