import { ModuleState } from '@campus/contract';
import type { BpmInstance } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import type { ProcessGraph } from '../../model.js';
import { beginRun, type CommandContext } from '../run.js';
import type { CommandResult } from './start.js';

export interface ReopenInput {
  instance: BpmInstance;
  graph: ProcessGraph;
  /** The step the request goes back to (its last review step). */
  nodeId: string;
  reason: string | null;
}

/**
 * Takes an approved request back into review at one of its steps (an upheld objection during
 * publicity): it runs again, with that step's task staffed by the step's rules, and its history
 * says why. Only a request that ended approved can be reopened.
 */
export async function reopenInstance(ctx: CommandContext, input: ReopenInput): Promise<CommandResult> {
  const { instance, graph, nodeId, reason } = input;
  if (instance.status !== 'end' || instance.result !== 'agree')
    throw new AppError(ModuleState.ACTION_NOT_ALLOWED);
  const run = await beginRun(ctx, instance, graph);
  run.setInstance({ status: 'running', result: null, endedAt: null, endReason: null });
  await run.advance({ type: 'jump', nodeId });
  await run.history({ task: null, nodeId, action: 'reopen', opinion: reason });
  return { instanceId: instance.id, status: 'running', createdTaskIds: run.createdTaskIds };
}
