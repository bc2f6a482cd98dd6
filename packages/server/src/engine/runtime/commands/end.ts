import { ModuleState } from '@campus/contract';
import type { Person } from '../../../core/org/people.js';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import type { ProcessGraph } from '../../model.js';
import { beginRun, type CommandContext } from '../run.js';
import * as store from '../store.js';
import type { CommandResult } from './start.js';

export interface EndInput {
  instance: BpmInstance;
  graph: ProcessGraph;
  /** The task the approver ended it from; null when the starter ends their own request. */
  task: BpmTask | null;
  reason: string | null;
  onBehalfOf: Person | null;
}

/** Ends a running request by hand (status manualend): every open task is cancelled. */
export async function endInstance(ctx: CommandContext, input: EndInput): Promise<CommandResult> {
  const { instance, graph, task, reason, onBehalfOf } = input;
  const run = await beginRun(ctx, instance, graph);
  if (task) {
    const closed = await store.closeTask(ctx.db, task.id, {
      outcome: 'endProcess',
      opinion: reason,
      completedBy: ctx.actor.id,
      completedByName: ctx.actor.name,
      completedAt: ctx.now,
      closedVersion: run.version,
    });
    if (!closed) throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
  }
  await run.end('manualend', 'manualend', reason);
  await run.history({
    task,
    nodeId: task?.nodeId ?? graph.startId,
    action: 'endProcess',
    opinion: reason,
    onBehalfOf,
  });
  return { instanceId: instance.id, status: 'manualend', createdTaskIds: [] };
}
