import { ModuleState } from '@campus/contract';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import type { ProcessGraph } from '../../model.js';
import { InstanceRun, type CommandContext, type FormData, type Snapshot } from '../run.js';
import * as store from '../store.js';
import type { CommandResult } from './start.js';

const notAllowed = () => new AppError(ModuleState.REVOKE_NOT_ALLOWED);

/**
 * Can the actor still take back their completion of this task? Only while nothing has happened
 * to the request since: the instance is still at the version that completion produced.
 */
export async function revocableSnapshot(
  db: store.Db,
  instance: BpmInstance,
  task: BpmTask,
  actorId: string,
): Promise<Snapshot | undefined> {
  if (instance.status !== 'running' || task.status !== 'completed' || task.completedBy !== actorId)
    return undefined;
  const entry = await store.revocableEntry(db, task.id);
  if (!entry || entry.version !== instance.version || entry.actorId !== actorId) return undefined;
  return JSON.parse(entry.snapshot!) as Snapshot;
}

export interface RevokeInput {
  instance: BpmInstance;
  graph: ProcessGraph;
  task: BpmTask;
  opinion: string | null;
}

/** An approver takes back a completion the next node has not acted on: as if it never happened. */
export async function revokeTask(ctx: CommandContext, input: RevokeInput): Promise<CommandResult> {
  const { instance, graph, task, opinion } = input;
  // Said as such rather than "no longer revocable": after recovery it may well be again.
  if (instance.status === 'suspend') throw store.suspendedError();
  const snapshot = await revocableSnapshot(ctx.db, instance, task, ctx.actor.id);
  if (!snapshot) throw notAllowed();
  const version = await store.bumpVersion(ctx.db, instance, ctx.now);
  await store.undoTasksOf(ctx.db, instance.id, instance.version, version);
  await store.deleteExecutions(ctx.db, instance.id);
  await store.insertExecutions(ctx.db, snapshot.executions);
  await store.updateInstance(ctx.db, instance.id, { data: snapshot.data });
  const run = new InstanceRun(
    ctx,
    graph,
    instance,
    snapshot.executions,
    version,
    JSON.parse(snapshot.data) as FormData,
  );
  await run.history({ task, nodeId: task.nodeId, action: 'revoke', opinion });
  return { instanceId: instance.id, status: 'running', createdTaskIds: [] };
}

/** The starter withdraws a request no approver has acted on yet: it becomes a draft again. */
export async function withdrawInstance(
  ctx: CommandContext,
  input: { instance: BpmInstance; graph: ProcessGraph; opinion: string | null },
): Promise<CommandResult> {
  const { instance, graph, opinion } = input;
  if (instance.status === 'suspend') throw store.suspendedError();
  if (
    instance.status !== 'running' ||
    instance.starterId !== ctx.actor.id ||
    instance.version !== instance.submitVersion
  ) {
    throw notAllowed();
  }
  const version = await store.bumpVersion(ctx.db, instance, ctx.now);
  await store.cancelOpenTasks(ctx.db, instance.id, version);
  await store.deleteExecutions(ctx.db, instance.id);
  const run = new InstanceRun(ctx, graph, instance, [], version, JSON.parse(instance.data) as FormData);
  run.setInstance({ status: 'draft', startedAt: null, submitVersion: null });
  await run.history({ task: null, nodeId: graph.startId, action: 'revoke', opinion });
  return { instanceId: instance.id, status: 'draft', createdTaskIds: [] };
}
