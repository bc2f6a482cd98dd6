import { ModuleState } from '@campus/contract';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import { actableBy, canRead, pendingStatus } from '../../../engine/queries.js';
import {
  executionsSelection,
  findInstance,
  findTask,
  instanceOf,
  instanceSelections,
} from '../../../engine/runtime/store.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import type { Db } from './repo.js';

export interface Holding {
  id: string;
  taskStatus: BpmTask['status'];
  status: 'NORMAL' | 'DELIVERTO' | 'AGENT';
}

const notFound = () => new AppError(ModuleState.TASK_NOT_FOUND);

/**
 * A task the caller may know of: one of a request they may read (engine/queries.ts canRead). To
 * anyone else a task that exists answers exactly as one that does not (6050104): a stranger
 * probing ids learns neither that it exists nor what state it is in.
 */
export async function knownTask(db: Db, auth: AuthContext, taskId: string, now: number): Promise<BpmTask> {
  const task = await findTask(db, auth.tenantId, taskId);
  if (!task || !(await canRead(db, auth.tenantId, task.instanceId, auth.userId, now))) throw notFound();
  return task;
}

/**
 * A request the caller may read (engine/queries.ts canRead): the one check of every route that
 * names a request by its id (its view, instFormInfo, timeline, diagram, copy-to, urge, withdraw,
 * end). To anyone else a request that exists answers exactly as one that does not (6050103), so
 * probing instance ids tells a stranger nothing.
 */
export async function knownInstance(
  db: Db,
  auth: AuthContext,
  instId: string,
  now: number,
): Promise<BpmInstance> {
  const instance = await findInstance(db, auth.tenantId, instId);
  if (!instance || !(await canRead(db, auth.tenantId, instance.id, auth.userId, now)))
    throw new AppError(ModuleState.INSTANCE_NOT_FOUND);
  return instance;
}

/**
 * An open task the caller may act on, or the refusal that says why not: handled already
 * (6050106), the caller's own request, whose approvals are for others (6050105), locked by
 * another candidate (6050105, naming them), or not theirs (6050105). Whoever may not even read the request gets 6050104, as for a task that does not exist.
 */
export async function requireHolding(
  db: Db,
  auth: AuthContext,
  taskId: string,
  now: number,
): Promise<{ task: BpmTask; holding: Holding; instance: BpmInstance }> {
  const row = await taskWithHoldingAndInstance(db, auth.tenantId, taskId, auth.userId, now);
  if (!row) throw notFound();
  const { rest, instance } = instanceOf(row);
  const { holding, ...task } = rest;
  if (!holding && !(await canRead(db, auth.tenantId, task.instanceId, auth.userId, now))) throw notFound();
  if (task.status !== 'pending') throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
  if (!holding && task.barredId === auth.userId)
    throw new AppError(ModuleState.TASK_NOT_ASSIGNEE, { key: 'bpm.starterBarred' });
  // Another candidate locked the shared task (engine/runtime/commands/lock.ts): say who has it.
  if (!holding && task.lockedBy)
    throw new AppError(ModuleState.TASK_NOT_ASSIGNEE, {
      key: 'bpm.taskLocked',
      params: { name: task.assigneeName ?? '' },
    });
  if (!holding) throw new AppError(ModuleState.TASK_NOT_ASSIGNEE);
  return { task, holding: { id: task.id, taskStatus: task.status, status: holding }, instance };
}

/**
 * A task of the tenant, how the user holds it (NORMAL, DELIVERTO, AGENT, or null when they may not
 * act on it) and its request, in one statement: what a task action reads first (issue 33: a round
 * trip fewer than reading the request after; the task's state, the holding and the request's
 * version agree with each other, read at one moment).
 */
function taskWithHoldingAndInstance(db: Db, tenantId: string, taskId: string, userId: string, now: number) {
  return (
    db
      .selectFrom('bpmTask as t')
      .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
      .selectAll('t')
      .select((eb) => [
        eb
          .case()
          .when(actableBy(eb, userId, now))
          .then(pendingStatus(userId))
          .else(null)
          .end()
          .as('holding'),
        ...instanceSelections(),
      ])
      // the lock of a command on this task then needs no read of its own (issue 33)
      .select(executionsSelection(db))
      .where('t.tenantId', '=', tenantId)
      .where('t.id', '=', taskId)
      .executeTakeFirst()
  );
}
