import { ModuleState } from '@campus/contract';
import type { LockState, Suspension } from '@campus/contract/api/bpm/control';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { recordChange } from '../../../core/change-log/record.js';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import { mayManageRequest } from '../../../engine/managers.js';
import { canRead } from '../../../engine/queries.js';
import { lockTask, unlockTask } from '../../../engine/runtime/commands/lock.js';
import { recoverInstance, suspendInstance } from '../../../engine/runtime/commands/suspend.js';
import type { CommandContext } from '../../../engine/runtime/run.js';
import { findInstance, findTask } from '../../../engine/runtime/store.js';
import { runCommand } from '../../../engine/runtime/transaction.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { requireHolding } from '../shared/access.js';
import type { Db } from '../shared/repo.js';

/**
 * Lock and unlock a shared task, suspend and recover a request (contract api/bpm/control.ts;
 * docs/BPMN.md "Lock and suspension"). Who may act on a task is decided where every action
 * decides it (shared/access.ts requireHolding over engine/queries.ts actableBy: the starter never,
 * a stranger learns nothing); who manages a request by engine/managers.ts.
 */

const lockStateOf = (task: BpmTask, lockedBy: string | null, name: string | null): LockState => ({
  taskId: task.id,
  lockedBy,
  lockedByName: lockedBy ? name : null,
});

/** The task and its request for a manager's call, or the refusal: a stranger gets "no such task". */
async function managing(ctx: CommandContext, auth: AuthContext, taskId: string) {
  const task = await findTask(ctx.db, auth.tenantId, taskId);
  const instance = task && (await findInstance(ctx.db, auth.tenantId, task.instanceId));
  if (!task || !instance) throw new AppError(ModuleState.TASK_NOT_FOUND);
  const manager = await mayManageRequest(ctx.db, auth, instance);
  if (!manager && !(await canRead(ctx.db, auth.tenantId, instance.id, auth.userId, ctx.now)))
    throw new AppError(ModuleState.TASK_NOT_FOUND);
  return { task, instance, manager };
}

const manageOnly = () => new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.manageOnly' });
const notRunning = () => new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.instanceNotRunning' });

/** What an administrator's change to a request records (change log kind 'request'). */
const requestChange = (
  instance: BpmInstance,
  action: 'suspend' | 'recover' | 'unlock',
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => ({ kind: 'request' as const, objectId: instance.id, label: instance.subject, action, before, after });

export function createControlService(db: Db) {
  return {
    /**
     * A candidate takes a shared task. Asked as any action is (requireHolding: a candidate who may
     * act on it now, never the starter), of a task nobody holds; the locker asking again is told
     * it is theirs, nothing written twice.
     */
    lock: (auth: AuthContext, taskId: string) =>
      runCommand(db, auth, async (ctx) => {
        const { task, instance } = await requireHolding(ctx.db, auth, taskId, ctx.now);
        if (task.lockedBy === auth.userId) return lockStateOf(task, task.lockedBy, task.assigneeName);
        if (task.assigneeId !== null)
          throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.lockNotShared' });
        await lockTask(ctx, { instance, task });
        return lockStateOf(task, auth.userId, auth.fullname);
      }),

    /** The locker, or whoever manages the request (recorded in the change log), hands it back. */
    unlock: (auth: AuthContext, change: ChangeContext, taskId: string) =>
      runCommand(db, auth, async (ctx) => {
        const { task, instance, manager } = await managing(ctx, auth, taskId);
        if (task.status !== 'pending') throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
        if (!task.lockedBy) throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.taskNotLocked' });
        const own = task.lockedBy === auth.userId;
        if (!own && !manager)
          throw new AppError(ModuleState.TASK_NOT_ASSIGNEE, {
            key: 'bpm.taskLocked',
            params: { name: task.assigneeName ?? '' },
          });
        await unlockTask(ctx, { instance, task });
        if (!own)
          await recordChange(
            ctx.db,
            change,
            requestChange(
              instance,
              'unlock',
              { step: task.name, lockedBy: task.assigneeName },
              { step: task.name, lockedBy: null },
            ),
          );
        return lockStateOf(task, null, null);
      }),

    /** Whoever manages the request stops it; asking again changes (and records) nothing. */
    suspend: (auth: AuthContext, change: ChangeContext, taskId: string) =>
      runCommand(db, auth, async (ctx): Promise<Suspension> => {
        const { instance, manager } = await managing(ctx, auth, taskId);
        if (!manager) throw manageOnly();
        if (instance.status === 'running') {
          await suspendInstance(ctx, instance);
          await recordChange(
            ctx.db,
            change,
            requestChange(instance, 'suspend', { status: 'running' }, { status: 'suspend' }),
          );
        } else if (instance.status !== 'suspend') throw notRunning();
        return { proInstId: instance.id, status: 'suspend' };
      }),

    /** Whoever manages the request lets it go on; asking again changes (and records) nothing. */
    recover: (auth: AuthContext, change: ChangeContext, taskId: string) =>
      runCommand(db, auth, async (ctx): Promise<Suspension> => {
        const { instance, manager } = await managing(ctx, auth, taskId);
        if (!manager) throw manageOnly();
        if (instance.status === 'suspend') {
          await recoverInstance(ctx, instance);
          await recordChange(
            ctx.db,
            change,
            requestChange(instance, 'recover', { status: 'suspend' }, { status: 'running' }),
          );
        } else if (instance.status !== 'running') throw notRunning();
        return { proInstId: instance.id, status: 'running' };
      }),
  };
}

export type ControlService = ReturnType<typeof createControlService>;
