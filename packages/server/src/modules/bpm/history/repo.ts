import type { Db } from '../shared/repo.js';

/** The approval timeline and the diagram's colours (copies: engine/copies.ts). */

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
