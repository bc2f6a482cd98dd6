import { ModuleState } from '@campus/contract';
import type { TaskOutcome } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import type { CommandContext, InstanceRun } from '../run.js';
import * as store from '../store.js';

/** What the actor decided on a task: kept on the task's row as it closes. */
export interface TaskDecision {
  outcome: TaskOutcome;
  opinion: string | null;
  /** A decision that moves the form on drops the task's saved draft of it. */
  savedData?: null;
}

/**
 * Closes the task the actor decided on, as of this run's version. The close is conditional on the
 * task still being open, so of two people acting at once only the first gets through; the other
 * is told the task was already handled (when the command's writes are sent: runtime/deferred.ts).
 */
export async function closeDecidedTask(
  ctx: CommandContext,
  run: InstanceRun,
  task: { id: string; executionId: string },
  decision: TaskDecision,
): Promise<void> {
  // A task whose token has moved on was handled meanwhile (by a command between the caller's read
  // of it and this command's lock); said now, since the close itself is checked only when the
  // command's writes are sent, and the command would otherwise go on with a token that is gone.
  if (!run.hasToken(task.executionId)) throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
  await store.closeTask(
    ctx.db,
    task.id,
    {
      ...decision,
      completedBy: ctx.actor.id,
      completedByName: ctx.actor.name,
      completedAt: ctx.now,
      closedVersion: run.version,
    },
    () => new AppError(ModuleState.TASK_ALREADY_HANDLED),
  );
}
