import type { Person } from '../../../core/org/people.js';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import { nodeOf, type ProcessGraph } from '../../model.js';
import { beginRun, type CommandContext, type FormData } from '../run.js';
import * as store from '../store.js';
import { closeDecidedTask } from './close-task.js';
import type { CommandResult } from './start.js';

export type RejectMode = 'reject' | 'rejectToPrevious' | 'rejectToStart';

/** Nodes a task at `nodeId` can lie downstream of (walking flows backwards). */
function upstreamOf(graph: ProcessGraph, nodeId: string): Set<string> {
  const seen = new Set<string>();
  const queue = [nodeId];
  while (queue.length) {
    for (const flowId of nodeOf(graph, queue.shift()!).incoming) {
      const source = graph.flows.get(flowId)!.source;
      if (!seen.has(source)) {
        seen.add(source);
        queue.push(source);
      }
    }
  }
  return seen;
}

/**
 * Where a task can be sent back to: earlier tasks of this request that were agreed (most
 * recent first), upstream of it and outside parallel blocks, then the starter (the start event).
 */
export async function rejectTargets(db: store.Db, graph: ProcessGraph, task: BpmTask): Promise<string[]> {
  const upstream = upstreamOf(graph, task.nodeId);
  const agreed = await store.agreedNodes(db, task.instanceId);
  const tasks = agreed.filter((id) => {
    const node = graph.nodes.get(id);
    return id !== task.nodeId && upstream.has(id) && node?.kind === 'userTask' && !node.inParallelBlock;
  });
  return [...tasks, graph.startId];
}

export interface RejectInput {
  instance: BpmInstance;
  graph: ProcessGraph;
  task: BpmTask;
  mode: RejectMode;
  /** One of rejectTargets(). */
  destination: string;
  /** backHandMode 'direct': once the destination agrees, the request comes straight back here. */
  direct: boolean;
  opinion: string | null;
  data: FormData;
  onBehalfOf: Person | null;
}

/** Sends a request back: every open task closes and the destination's last approver gets it again. */
export async function rejectTask(ctx: CommandContext, input: RejectInput): Promise<CommandResult> {
  const { instance, graph, task, mode, destination, direct, opinion, data, onBehalfOf } = input;
  const run = await beginRun(ctx, instance, graph);
  run.data = data;
  await closeDecidedTask(ctx, run, task, { outcome: mode, opinion, savedData: null });

  const target = nodeOf(graph, destination);
  const assignees = new Map<string, Person[]>();
  if (target.kind === 'userTask' && !target.multiInstance) {
    const approver = await store.lastApproverAt(ctx.db, instance.id, destination);
    if (approver) assignees.set(destination, [approver]);
  }
  await run.advance(
    { type: 'jump', nodeId: destination },
    { assignees, backToNode: direct ? task.nodeId : null },
  );
  run.saveData();
  await run.history({ task, nodeId: task.nodeId, action: mode, opinion, onBehalfOf });
  return { instanceId: instance.id, status: 'running', createdTaskIds: run.createdTaskIds };
}
