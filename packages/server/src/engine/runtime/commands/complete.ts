import type { Person } from '../../../core/org/people.js';
import type { BpmInstance, BpmTask, InstanceResult } from '../../../db/schema.js';
import { copyAgreedStep } from '../../copies.js';
import { decide, type Decision } from '../../countersign.js';
import {
  nodeOf,
  type Completion,
  type MultiInstance,
  type ProcessGraph,
  type UserTaskNode,
} from '../../model.js';
import { beginRun, parseVoters, type CommandContext, type FormData, type InstanceRun } from '../run.js';
import * as store from '../store.js';
import { closeDecidedTask } from './close-task.js';
import type { CommandResult } from './start.js';

export type Vote = 'agree' | 'oppose' | 'abandon';

export interface CompleteInput {
  instance: BpmInstance;
  graph: ProcessGraph;
  task: BpmTask;
  vote: Vote;
  opinion: string | null;
  /** The form values after this task's edits (the caller applies field permissions). */
  data: FormData;
  /** The task's owner when a delegate, proxy or transferee acts. */
  onBehalfOf: Person | null;
}

/** A single task is a vote of one under 'all': agree passes, oppose fails. */
const SINGLE: Completion = { kind: 'all' };

/** Counts the votes cast at a countersign (a multi-instance task) and decides it. */
async function decideCountersign(
  run: InstanceRun,
  node: UserTaskNode,
  multi: MultiInstance,
  task: BpmTask,
): Promise<Decision> {
  const voters = parseVoters(run.execution(task.executionId));
  const tasks = await store.tasksOfExecution(run.ctx.db, task.executionId);
  const cast = tasks.filter((t) => t.status === 'completed');
  const count = (vote: Vote) => cast.filter((t) => t.outcome === vote).length;
  const tally = {
    voters: voters.length,
    agree: count('agree'),
    oppose: count('oppose'),
    abandon: count('abandon'),
  };
  const decision = decide(multi.completion, tally);
  // A sequential vote staffs the next voter who has not had a turn yet.
  if (decision === 'pending' && multi.sequential) {
    const hadTurn = new Set(tasks.filter((t) => t.status !== 'cancelled').map((t) => t.assigneeId));
    const next = voters.find((v) => !hadTurn.has(v.id));
    if (next) {
      await run.createTask(
        run.execution(task.executionId),
        node.name,
        next,
        [],
        voters.indexOf(next),
        task.backToNode,
        node,
      );
    }
  }
  return decision;
}

/**
 * Agree, oppose or abstain on a task. When the vote decides the node, the token moves on (or
 * jumps straight back to the node that rejected, after a 'direct' reject); a failed vote ends
 * the request as not approved.
 */
export async function completeTask(ctx: CommandContext, input: CompleteInput): Promise<CommandResult> {
  const { instance, graph, task, vote, opinion, data, onBehalfOf } = input;
  const run = await beginRun(ctx, instance, graph);
  run.data = data;
  await closeDecidedTask(ctx, run, task, { outcome: vote, opinion, savedData: null });

  const node = nodeOf(graph, task.nodeId);
  const multi = node.kind === 'userTask' ? node.multiInstance : null;
  let decision: Decision = 'pass';
  if (node.kind !== 'userTask') {
    run.setInstance({ submitVersion: run.version }); // a resubmission
  } else if (multi) {
    decision = await decideCountersign(run, node, multi, task);
  } else {
    decision = decide(SINGLE, {
      voters: 1,
      agree: vote === 'agree' ? 1 : 0,
      oppose: vote === 'agree' ? 0 : 1,
      abandon: 0,
    });
  }

  let status: BpmInstance['status'] = 'running';
  let result: InstanceResult | undefined;
  if (decision === 'fail') {
    await run.end('end', 'oppose');
    status = 'end';
    result = 'oppose';
  } else if (decision === 'pass') {
    // The voters who had not voted yet are done too.
    if (multi) await store.cancelOpenTasks(ctx.db, instance.id, run.version, task.executionId);
    const ended = task.backToNode
      ? await run.advance({ type: 'jump', nodeId: task.backToNode })
      : await run.advance({ type: 'leave', tokenId: task.executionId });
    if (ended) {
      await run.end('end', 'agree');
      status = 'end';
      result = 'agree';
    }
  }
  run.saveData();
  await run.history({ task, nodeId: task.nodeId, action: vote, opinion, onBehalfOf, revocable: true });
  // The step was agreed (a single approver's agree, or the countersign decided as agreed): its
  // campus:copyTo people get their copies with the command, so a failed one copies nothing.
  if (decision === 'pass' && node.kind === 'userTask' && node.copyTo.length) {
    await copyAgreedStep(ctx, { instance, node, starter: run.starter, data: run.data, version: run.version });
  }
  return {
    instanceId: instance.id,
    status,
    createdTaskIds: run.createdTaskIds,
    ...(result ? { result } : {}),
  };
}
