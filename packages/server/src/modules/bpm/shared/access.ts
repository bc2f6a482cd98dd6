import { ModuleState } from '@campus/contract';
import type { BpmTask } from '../../../db/schema.js';
import { findTask } from '../../../engine/runtime/store.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { actableTask, type Db } from './repo.js';

export type Holding = NonNullable<Awaited<ReturnType<typeof actableTask>>>;

/**
 * An open task the caller may act on, or the refusal that says why not: no such task (6050104),
 * handled already (6050106), or not theirs (6050105).
 */
export async function requireHolding(
  db: Db,
  auth: AuthContext,
  taskId: string,
  now: number,
): Promise<{ task: BpmTask; holding: Holding }> {
  const task = await findTask(db, auth.tenantId, taskId);
  if (!task) throw new AppError(ModuleState.TASK_NOT_FOUND);
  if (task.status !== 'pending') throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
  const holding = await actableTask(db, auth.tenantId, taskId, auth.userId, now);
  if (!holding) throw new AppError(ModuleState.TASK_NOT_ASSIGNEE);
  if (holding.taskStatus !== 'pending') throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
  return { task, holding };
}
