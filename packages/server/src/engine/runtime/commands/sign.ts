import { ModuleState } from '@campus/contract';
import type { Person } from '../../../core/org/people.js';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import { userTaskOf, type ProcessGraph } from '../../model.js';
import { checkHandOver } from '../hand-over.js';
import { beginRun, parseVoters, type CommandContext } from '../run.js';
import * as store from '../store.js';
import type { CommandResult } from './start.js';

export interface AddSignInput {
  instance: BpmInstance;
  graph: ProcessGraph;
  /** A task of the countersign the signers join. */
  task: BpmTask;
  signers: Person[];
  reason: string | null;
}

/**
 * Adds voters to a countersign (a multi-instance task) while it is undecided. In parallel they
 * get their tasks at once; in sequence they queue after the current voters.
 */
export async function addSigners(ctx: CommandContext, input: AddSignInput): Promise<CommandResult> {
  const { instance, graph, task, signers, reason } = input;
  const node = userTaskOf(graph, task.nodeId);
  if (!node.multiInstance) throw new AppError(ModuleState.ACTION_NOT_ALLOWED);
  await checkHandOver(ctx.db, ctx.tenantId, signers, task);
  const run = await beginRun(ctx, instance, graph);
  const execution = run.execution(task.executionId);
  const voters = parseVoters(execution);
  const added = signers.filter((s) => !voters.some((v) => v.id === s.id));
  if (added.length === 0) throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.alreadySigner' });
  const all = [...voters, ...added];
  await store.setVoters(ctx.db, execution.id, all);
  execution.miUsers = JSON.stringify(all);
  if (!node.multiInstance.sequential) {
    for (const signer of added) {
      await run.createTask(execution, node.name, signer, [], all.indexOf(signer), task.backToNode, node);
    }
  }
  await run.history({ task, nodeId: task.nodeId, action: 'addSign', opinion: reason });
  return { instanceId: instance.id, status: 'running', createdTaskIds: run.createdTaskIds };
}
