import type { Person } from '../../../core/org/people.js';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import type { ProcessGraph } from '../../model.js';
import { beginRun, type CommandContext } from '../run.js';
import { closeDecidedTask } from './close-task.js';
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
  if (task) await closeDecidedTask(ctx, run, task, { outcome: 'endProcess', opinion: reason });
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
