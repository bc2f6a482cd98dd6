import { ModuleState } from '@campus/contract';
import type { BpmTask } from '../../../db/schema.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { taskWithHolding, type Db } from './repo.js';

export interface Holding {
  id: string;
  taskStatus: BpmTask['status'];
  status: 'NORMAL' | 'DELIVERTO' | 'AGENT';
}

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
  const row = await taskWithHolding(db, auth.tenantId, taskId, auth.userId, now);
  if (!row) throw new AppError(ModuleState.TASK_NOT_FOUND);
  const { holding, ...task } = row;
  if (task.status !== 'pending') throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
  if (!holding) throw new AppError(ModuleState.TASK_NOT_ASSIGNEE);
  return { task, holding: { id: task.id, taskStatus: task.status, status: holding } };
}
