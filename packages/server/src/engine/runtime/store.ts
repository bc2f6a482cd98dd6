import { ModuleState, type TaskVia } from '@campus/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { attachmentIdsIn, holdAttachments } from '../../core/attachments/holders.js';
import type { Person } from '../../core/org/people.js';
import type { BpmExecution, BpmInstance, BpmTask, DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/**
 * The engine's reads and writes of its own tables (instance, execution, task, candidate,
 * history). Always called inside the caller's transaction.
 */
export type Db = Kysely<DB>;
export type NewTask = Insertable<DB['bpmTask']>;
export type NewHistory = Insertable<DB['bpmHistory']>;

/** Another command changed the instance since it was read: the caller retries or refuses. */
export class VersionConflict extends Error {
  constructor(readonly instanceId: string) {
    super(`instance ${instanceId} changed meanwhile`);
    this.name = 'VersionConflict';
  }
}

export function findInstance(db: Db, tenantId: string, id: string): Promise<BpmInstance | undefined> {
  return db
    .selectFrom('bpmInstance')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findTask(db: Db, tenantId: string, id: string): Promise<BpmTask | undefined> {
  return db
    .selectFrom('bpmTask')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A suspended request's refusal: nothing on it moves until it is recovered (commands/suspend.ts). */
export const suspendedError = () =>
  new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.instanceSuspended' });

/**
 * The optimistic lock, and the first write of every command: moves the instance from the
 * version it was read at to the next one. On PostgreSQL this also takes the row lock, so a
 * concurrent command waits here and then finds the version gone. A suspended request refuses
 * every command here, whichever path reached it (a command that read the request before it was
 * suspended finds the status changed, runs again and is refused).
 */
export async function bumpVersion(
  db: Db,
  instance: BpmInstance,
  now: number,
  options: { evenIfSuspended?: boolean } = {},
): Promise<number> {
  if (instance.status === 'suspend' && !options.evenIfSuspended) throw suspendedError();
  const next = instance.version + 1;
  const result = await db
    .updateTable('bpmInstance')
    .set({ version: next, updatedAt: now })
    .where('id', '=', instance.id)
    .where('version', '=', instance.version)
    // Suspending changes the status and not the version (so the starter's withdrawal and the
    // approvers' revoke windows survive a suspension): a status changed meanwhile conflicts too.
    .where('status', '=', instance.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new VersionConflict(instance.id);
  return next;
}

/** The request holds the files its values refer to: their readers may read them (core/attachments). */
function holdFiles(db: Db, instanceId: string, data: string): Promise<void> {
  return holdAttachments(db, { type: 'instance', id: instanceId }, attachmentIdsIn(JSON.parse(data)));
}

export async function insertInstance(db: Db, instance: BpmInstance): Promise<void> {
  await db.insertInto('bpmInstance').values(instance).execute();
  await holdFiles(db, instance.id, instance.data);
}

export async function updateInstance(
  db: Db,
  id: string,
  patch: Updateable<DB['bpmInstance']>,
): Promise<void> {
  await db.updateTable('bpmInstance').set(patch).where('id', '=', id).execute();
  if (typeof patch.data === 'string') await holdFiles(db, id, patch.data);
}

export function executionsOf(db: Db, instanceId: string): Promise<BpmExecution[]> {
  return db
    .selectFrom('bpmExecution')
    .selectAll()
    .where('instanceId', '=', instanceId)
    .orderBy('id')
    .execute();
}

export async function insertExecutions(db: Db, rows: BpmExecution[]): Promise<void> {
  if (rows.length) await db.insertInto('bpmExecution').values(rows).execute();
}

export async function deleteExecutions(db: Db, instanceId: string, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  let query = db.deleteFrom('bpmExecution').where('instanceId', '=', instanceId);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

/** The voters of a multi-instance activation, in order (ids and names, for staffing later turns). */
export async function setVoters(db: Db, executionId: string, voters: readonly Person[]): Promise<void> {
  await db
    .updateTable('bpmExecution')
    .set({ miUsers: JSON.stringify(voters) })
    .where('id', '=', executionId)
    .execute();
}

/** A task and the people sharing it while nobody holds it, each with how the rules named them. */
export async function insertTask(
  db: Db,
  task: NewTask,
  candidates: readonly { userId: string; via: TaskVia }[],
): Promise<void> {
  await db.insertInto('bpmTask').values(task).execute();
  if (candidates.length) {
    const isOpen = task.status === 'pending' && !task.assigneeId ? 'Y' : 'N';
    await db
      .insertInto('bpmTaskCandidate')
      .values(
        candidates.map(({ userId, via }) => ({
          tenantId: task.tenantId,
          taskId: task.id,
          userId,
          via,
          isOpen,
        })),
      )
      .execute();
  }
}

/**
 * Brings the candidate rows' `isOpen` in step with their tasks (pending and held by nobody), for
 * the tasks `which` selects: every statement that changes a task's status or holder calls it, so
 * the inbox can find a user's open shared tasks without reading the rows of tasks long done.
 */
async function syncCandidates(db: Db, which: { taskId: string } | { instanceId: string }): Promise<void> {
  await db
    .updateTable('bpmTaskCandidate')
    .set((eb) => ({
      isOpen: eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('bpmTask as t')
              .select('t.id')
              .whereRef('t.id', '=', 'bpmTaskCandidate.taskId')
              .where('t.status', '=', 'pending')
              .where('t.assigneeId', 'is', null),
          ),
        )
        .then('Y' as const)
        .else('N' as const)
        .end(),
    }))
    .where(
      'taskId',
      'in',
      'taskId' in which
        ? [which.taskId]
        : db.selectFrom('bpmTask').select('id').where('instanceId', '=', which.instanceId),
    )
    .execute();
}

export async function updateTask(db: Db, taskId: string, patch: Updateable<DB['bpmTask']>): Promise<void> {
  await db.updateTable('bpmTask').set(patch).where('id', '=', taskId).execute();
  if ('status' in patch || 'assigneeId' in patch) await syncCandidates(db, { taskId });
}

/** Completes a pending task; false when it was no longer pending (someone else was quicker). */
export async function closeTask(db: Db, taskId: string, patch: Updateable<DB['bpmTask']>): Promise<boolean> {
  const result = await db
    .updateTable('bpmTask')
    .set({ ...patch, status: 'completed' })
    .where('id', '=', taskId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const closed = Number(result.numUpdatedRows) === 1;
  if (closed) await syncCandidates(db, { taskId });
  return closed;
}

/** Cancels the instance's open tasks (of one execution when given) as part of the command at `version`. */
export async function cancelOpenTasks(
  db: Db,
  instanceId: string,
  version: number,
  executionId?: string,
): Promise<void> {
  let query = db
    .updateTable('bpmTask')
    .set({ status: 'cancelled', closedVersion: version })
    .where('instanceId', '=', instanceId)
    .where('status', '=', 'pending');
  if (executionId) query = query.where('executionId', '=', executionId);
  await query.execute();
  await syncCandidates(db, { instanceId });
}

export function tasksOfExecution(db: Db, executionId: string): Promise<BpmTask[]> {
  return db.selectFrom('bpmTask').selectAll().where('executionId', '=', executionId).orderBy('id').execute();
}

/** Undoes what the command at `version` did to tasks: new ones are cancelled, closed ones reopen. */
export async function undoTasksOf(
  db: Db,
  instanceId: string,
  version: number,
  nextVersion: number,
): Promise<void> {
  await db
    .updateTable('bpmTask')
    .set({ status: 'cancelled', closedVersion: nextVersion })
    .where('instanceId', '=', instanceId)
    .where('createdVersion', '=', version)
    .where('status', '=', 'pending')
    .execute();
  await db
    .updateTable('bpmTask')
    .set({
      status: 'pending',
      outcome: null,
      opinion: null,
      completedBy: null,
      completedByName: null,
      completedAt: null,
      closedVersion: null,
    })
    .where('instanceId', '=', instanceId)
    .where('closedVersion', '=', version)
    .where('createdVersion', '<', version)
    .execute();
  await syncCandidates(db, { instanceId });
}

export async function insertHistory(db: Db, row: NewHistory): Promise<void> {
  await db.insertInto('bpmHistory').values(row).execute();
}

/** Who last agreed at a node: a reject sends the task back to them. */
export async function lastApproverAt(
  db: Db,
  instanceId: string,
  nodeId: string,
): Promise<{ id: string; name: string } | undefined> {
  const row = await db
    .selectFrom('bpmTask')
    .select(['completedBy', 'completedByName'])
    .where('instanceId', '=', instanceId)
    .where('nodeId', '=', nodeId)
    .where('outcome', '=', 'agree')
    .orderBy('completedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.completedBy ? { id: row.completedBy, name: row.completedByName ?? '' } : undefined;
}

/** Nodes where a task was agreed, most recent first. */
export async function agreedNodes(db: Db, instanceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bpmTask')
    .select(['nodeId', 'completedAt'])
    .where('instanceId', '=', instanceId)
    .where('outcome', '=', 'agree')
    .orderBy('completedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return [...new Set(rows.map((r) => r.nodeId))];
}

/** The history row of a task's completion that a revoke would undo (it carries the snapshot). */
export function revocableEntry(db: Db, taskId: string) {
  return db
    .selectFrom('bpmHistory')
    .select(['id', 'version', 'snapshot', 'actorId'])
    .where('taskId', '=', taskId)
    .where('snapshot', 'is not', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
