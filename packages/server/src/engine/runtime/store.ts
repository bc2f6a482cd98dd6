import { ModuleState, type TaskVia } from '@campus/contract';
import {
  PostgresAdapter,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Updateable,
} from 'kysely';
import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import { attachmentIdsIn, holdAttachments } from '../../core/attachments/holders.js';
import type { Person } from '../../core/org/people.js';
import type { BpmExecution, BpmInstance, BpmTask, DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { deferWrite, replaceQueued, type Write } from './deferred.js';
import {
  deferredStatement,
  engineRow,
  insertRows,
  slot,
  statement,
  Statements,
  updateById,
} from './prepared.js';

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

// The statements every command sends are built once (prepared.ts): slot(i) is the i-th value.
const selectInstance = statement((db) =>
  db.selectFrom('bpmInstance').selectAll().where('tenantId', '=', slot(0)).where('id', '=', slot(1)),
);
const selectTask = statement((db) =>
  db.selectFrom('bpmTask').selectAll().where('tenantId', '=', slot(0)).where('id', '=', slot(1)),
);

export async function findInstance(db: Db, tenantId: string, id: string): Promise<BpmInstance | undefined> {
  return (await selectInstance<BpmInstance>(db, [tenantId, id])).rows[0];
}

export async function findTask(db: Db, tenantId: string, id: string): Promise<BpmTask | undefined> {
  return (await selectTask<BpmTask>(db, [tenantId, id])).rows[0];
}

/**
 * Every column of the instance, in a fixed order: a read of a task with its instance selects them
 * as i0, i1, ... beside the task's own (one statement instead of two; issue 33). The object's type
 * makes a column added to the table a compile error here until it is listed.
 */
const INSTANCE_COLUMNS = Object.keys({
  id: true,
  tenantId: true,
  defId: true,
  defKey: true,
  defName: true,
  defVersion: true,
  typeId: true,
  subject: true,
  subjects: true,
  status: true,
  result: true,
  data: true,
  starterId: true,
  starterName: true,
  starterAttrs: true,
  version: true,
  submitVersion: true,
  createdAt: true,
  updatedAt: true,
  startedAt: true,
  endedAt: true,
  endReason: true,
  suspendedBy: true,
  suspendedAt: true,
} satisfies Record<keyof BpmInstance, true>) as (keyof BpmInstance)[];

/** The instance's columns selected from the table aliased `i`, named i0, i1, ... (see instanceOf). */
export const instanceSelections = () => INSTANCE_COLUMNS.map((c, k) => `i.${c} as i${k}` as 'i.id as i0');

/**
 * Splits a row read with instanceSelections() into the instance and the rest (the task's columns).
 * A row that also selected the instance's executions as `executions` (a JSON array of their rows,
 * read in the same statement: see selectTaskWithInstance) hands them to the command's lock
 * (lockInstance), which then skips its own read of them.
 */
export function instanceOf<Row extends Record<string, unknown>>(
  row: Row,
): { rest: Omit<Row, `i${number}` | 'executions'>; instance: BpmInstance } {
  const rest: Record<string, unknown> = { ...row };
  const instance: Record<string, unknown> = {};
  INSTANCE_COLUMNS.forEach((column, k) => {
    instance[column] = rest[`i${k}`];
    delete rest[`i${k}`];
  });
  if ('executions' in rest) {
    executionsReadWith.set(instance as unknown as BpmInstance, executionList(rest.executions));
    delete rest.executions;
  }
  return {
    rest: rest as Omit<Row, `i${number}` | 'executions'>,
    instance: instance as unknown as BpmInstance,
  };
}

const selectTaskWithInstance = statement((db) =>
  db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .selectAll('t')
    .select(instanceSelections())
    .select(executionsSelection(db))
    .where('t.tenantId', '=', slot(0))
    .where('t.id', '=', slot(1)),
);

/**
 * The instance's executions as `executions`, for a statement that reads the instance as `i` (with
 * instanceSelections): `instanceOf` then hands them to the command's lock (lockInstance), which
 * skips its own read of them.
 */
export function executionsSelection(db: Db) {
  return (eb: ExpressionBuilder<DB & { i: DB['bpmInstance'] }, 'i'>) =>
    arrayFromOn(db)(
      eb
        .selectFrom('bpmExecution')
        .select(EXECUTION_COLUMNS)
        .whereRef('bpmExecution.instanceId', '=', 'i.id')
        .orderBy('bpmExecution.id'),
    ).as('executions');
}

/**
 * The executions read in the same statement as an instance (so at its version), kept beside the
 * instance object for the command that locks it (lockInstance): a read the command then skips.
 */
const executionsReadWith = new WeakMap<BpmInstance, BpmExecution[]>();

/**
 * A task and its instance, read in one statement (what a command on a task reads first), with the
 * instance's executions for the command's lock (lockInstance).
 */
export async function findTaskWithInstance(
  db: Db,
  tenantId: string,
  taskId: string,
): Promise<{ task: BpmTask; instance: BpmInstance } | undefined> {
  const row = (await selectTaskWithInstance<Record<string, unknown>>(db, [tenantId, taskId])).rows[0];
  if (!row) return undefined;
  const { rest, instance } = instanceOf(row);
  return { task: rest as unknown as BpmTask, instance };
}

/** A JSON array of execution rows (a string on SQLite) as the engine reads them. */
function executionList(raw: unknown): BpmExecution[] {
  const list = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>[];
  return list.map((row) => engineRow<BpmExecution>(row));
}

const arrayFromOn = (db: Db) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? postgresArray : sqliteArray;

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
  const { changed } = await bumpStatement(db, [next, now, instance.id, instance.version, instance.status]);
  if (changed !== 1) throw new VersionConflict(instance.id);
  return next;
}

const bumpStatement = statement((db) =>
  db
    .updateTable('bpmInstance')
    .set({ version: slot(0), updatedAt: slot(1) })
    .where('id', '=', slot(2))
    .where('version', '=', slot(3))
    // Suspending changes the status and not the version (so the starter's withdrawal and the
    // approvers' revoke windows survive a suspension): a status changed meanwhile conflicts too.
    .where('status', '=', slot(4)),
);

const lockStatements = new Statements();

/** A command's lock on its instance: the version it produces, the tokens at the version read. */
export interface InstanceLock {
  version: number;
  executions: BpmExecution[];
  /** The version bump as queued (deferred.ts): the instance's patch may join it (updateInstance). */
  bump: Write;
}

/**
 * The optimistic lock of a command that runs the flow (beginRun): the version bump, queued as the
 * command's first write (deferred.ts) and checked by its count when the writes go out (no row:
 * VersionConflict, and the whole command runs again), with the instance's executions as they were
 * at the version read: read with the instance in one statement (findTaskWithInstance), or else
 * read now. Either read is current when the bump succeeds: every command that changes the tokens
 * bumps the version first, so one that committed since the instance was read makes this bump
 * match no row; one not committed yet holds the row's lock, and this bump, waiting for it, then
 * finds the version gone. Until the writes go out nothing is locked (the bump is still the first
 * write: every other write is queued after it or sends the queue first; reads may pass it, and
 * what they read is checked by the same argument).
 */
export async function lockInstance(
  db: Db,
  instance: BpmInstance,
  now: number,
  options: { evenIfSuspended?: boolean } = {},
): Promise<InstanceLock> {
  if (instance.status === 'suspend' && !options.evenIfSuspended) throw suspendedError();
  const next = instance.version + 1;
  const executions = executionsReadWith.get(instance) ?? (await executionsOf(db, instance.id));
  executionsReadWith.delete(instance);
  const bump = bumpWrite(db, instance, next, now, {});
  await deferWrite(db, bump);
  return { version: next, executions, bump };
}

/** The bump as a write (with columns of the instance's patch set in the same UPDATE). */
function bumpWrite(
  db: Db,
  instance: BpmInstance,
  next: number,
  now: number,
  patch: Record<string, unknown>,
): Write {
  const columns = Object.keys(patch).filter((c) => patch[c] !== undefined);
  return lockStatements.write(
    db,
    columns.join(','),
    (db) =>
      db
        .updateTable('bpmInstance')
        .set({
          version: slot(0),
          updatedAt: slot(1),
          ...Object.fromEntries(columns.map((c, i) => [c, slot(5 + i)])),
        })
        .where('id', '=', slot(2))
        .where('version', '=', slot(3))
        .where('status', '=', slot(4)),
    [next, now, instance.id, instance.version, instance.status, ...columns.map((c) => patch[c])],
    {
      table: 'bpmInstance',
      kind: 'update',
      expect: { rows: 1, refusal: () => new VersionConflict(instance.id) },
    },
  );
}

/**
 * The instance's patch in its command's bump when that still waits in the queue (one UPDATE of the
 * row instead of two, which would also make the queue go out early: one statement must not change
 * a row twice). False when the bump went out already.
 */
async function patchWithBump(
  db: Db,
  lock: { instance: BpmInstance; version: number; now: number; bump: Write },
  patch: Updateable<DB['bpmInstance']>,
): Promise<boolean> {
  if ('version' in patch || 'updatedAt' in patch || 'id' in patch) return false;
  const next = bumpWrite(db, lock.instance, lock.version, lock.now, patch as Record<string, unknown>);
  return replaceQueued(db, lock.bump, next);
}

const EXECUTION_COLUMNS = [
  'id',
  'tenantId',
  'instanceId',
  'nodeId',
  'arrivedVia',
  'miUsers',
  'createdAt',
] as const satisfies readonly (keyof BpmExecution)[];

/** The request holds the files its values refer to: their readers may read them (core/attachments). */
function holdFiles(db: Db, instanceId: string, data: string): Promise<void> {
  return holdAttachments(db, { type: 'instance', id: instanceId }, attachmentIdsIn(JSON.parse(data)));
}

export async function insertInstance(db: Db, instance: BpmInstance): Promise<void> {
  await insertRows(db, 'bpmInstance', [instance]);
  await holdFiles(db, instance.id, instance.data);
}

/**
 * Changes the instance's row; with `lock` (the command's bump, see lockInstance) in the same
 * UPDATE as the bump while that is still queued.
 */
export async function updateInstance(
  db: Db,
  id: string,
  patch: Updateable<DB['bpmInstance']>,
  lock?: { instance: BpmInstance; version: number; now: number; bump: Write },
): Promise<void> {
  if (!lock || lock.instance.id !== id || !(await patchWithBump(db, lock, patch)))
    await updateById(db, 'bpmInstance', id, patch);
  if (typeof patch.data === 'string') await holdFiles(db, id, patch.data);
}

const selectExecutions = statement((db) =>
  db.selectFrom('bpmExecution').selectAll().where('instanceId', '=', slot(0)).orderBy('id'),
);

export async function executionsOf(db: Db, instanceId: string): Promise<BpmExecution[]> {
  return (await selectExecutions<BpmExecution>(db, [instanceId])).rows;
}

export async function insertExecutions(db: Db, rows: BpmExecution[]): Promise<void> {
  await insertRows(db, 'bpmExecution', rows);
}

const deleteAllExecutions = deferredStatement('bpmExecution', 'delete', (db) =>
  db.deleteFrom('bpmExecution').where('instanceId', '=', slot(0)),
);
const deleteOneExecution = deferredStatement('bpmExecution', 'delete', (db) =>
  db.deleteFrom('bpmExecution').where('instanceId', '=', slot(0)).where('id', '=', slot(1)),
);

export async function deleteExecutions(db: Db, instanceId: string, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  if (!ids) await deleteAllExecutions(db, [instanceId]);
  else if (ids.length === 1) await deleteOneExecution(db, [instanceId, ids[0]]);
  else
    await db.deleteFrom('bpmExecution').where('instanceId', '=', instanceId).where('id', 'in', ids).execute();
}

/**
 * A token moved on: its row becomes the new token's (a new id, node and arrival, no voters), one
 * UPDATE where a DELETE and an INSERT would do the same (nothing refers to an execution's row
 * but the tasks, which keep the id they were created under).
 */
export async function replaceExecution(db: Db, removedId: string, row: BpmExecution): Promise<void> {
  await replaceStatement(db, [
    row.id,
    row.nodeId,
    row.arrivedVia,
    row.miUsers,
    row.createdAt,
    removedId,
    row.instanceId,
  ]);
}

const replaceStatement = deferredStatement('bpmExecution', 'update', (db) =>
  db
    .updateTable('bpmExecution')
    .set({ id: slot(0), nodeId: slot(1), arrivedVia: slot(2), miUsers: slot(3), createdAt: slot(4) })
    .where('id', '=', slot(5))
    .where('instanceId', '=', slot(6)),
);

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
  await insertRows(db, 'bpmTask', [task]);
  const open = task.status === 'pending' && !task.assigneeId;
  await insertRows(
    db,
    'bpmTaskCandidate',
    candidates.map(({ userId, via }) => ({
      tenantId: task.tenantId,
      taskId: task.id,
      userId,
      via,
      isOpen: open && userId !== task.barredId ? ('Y' as const) : ('N' as const),
      createdAt: task.createdAt,
    })),
  );
}

/**
 * Brings the candidate rows' `isOpen` in step with their tasks (pending, held by nobody, not
 * barring the row's person), for the tasks `which` selects: every statement that changes a task's
 * status or holder calls it, so the inbox finds and counts a user's open shared tasks from these
 * rows alone (engine/queries.ts, `actableTasks`), never reading the rows of tasks long done.
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
              .where('t.assigneeId', 'is', null)
              .where((w) =>
                w.or([w('t.barredId', 'is', null), w('t.barredId', '<>', w.ref('bpmTaskCandidate.userId'))]),
              ),
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
  await updateById(db, 'bpmTask', taskId, patch);
  if ('status' in patch || 'assigneeId' in patch) await syncCandidates(db, { taskId });
}

const closeStatements = new Statements();
const closeCandidatesOf = deferredStatement('bpmTaskCandidate', 'update', (db) =>
  db
    .updateTable('bpmTaskCandidate')
    .set({ isOpen: 'N' })
    .where('taskId', '=', slot(0))
    .where('isOpen', '=', 'Y'),
);

/**
 * Completes a pending task, with the command's other writes (deferred.ts): when it was no longer
 * pending (someone else was quicker), `lost()` is thrown once the writes are sent, before the
 * command's listeners run and before its commit, and the whole command rolls back. Its candidates'
 * rows close with it (a held task's rows are closed already: the statement then changes none).
 */
export async function closeTask(
  db: Db,
  taskId: string,
  patch: Updateable<DB['bpmTask']>,
  lost: () => Error,
): Promise<void> {
  const columns = Object.keys(patch).filter((c) => (patch as Record<string, unknown>)[c] !== undefined);
  await closeStatements.defer(
    db,
    columns.join(','),
    (db) =>
      db
        .updateTable('bpmTask')
        .set({ ...Object.fromEntries(columns.map((c, i) => [c, slot(i + 1)])), status: 'completed' })
        .where('id', '=', slot(0))
        .where('status', '=', 'pending'),
    [taskId, ...columns.map((c) => (patch as Record<string, unknown>)[c])],
    { table: 'bpmTask', kind: 'update', expect: { rows: 1, refusal: lost } },
  );
  await closeCandidatesOf(db, [taskId]);
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
  await insertRows(db, 'bpmHistory', [row]);
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
