import type { BpmInstance } from '../../../db/schema.js';
import type { CommandContext } from '../run.js';
import { VersionConflict } from '../store.js';

/**
 * Suspending a running request (挂起) and recovering it (恢复). A suspended request keeps its open
 * tasks, but store.ts `bumpVersion`, the first write of every command, refuses it: no decision,
 * send-back, end, transfer, revoke, lock or batch moves it, whatever path asks. The version is
 * left as it was, so the starter's withdrawal and an approver's revoke are as possible after
 * recovery as before; a command that read the request running conflicts on its status instead.
 * The caller has checked who may (modules/bpm/control).
 */
export async function suspendInstance(ctx: CommandContext, instance: BpmInstance): Promise<void> {
  const result = await ctx.db
    .updateTable('bpmInstance')
    .set({ status: 'suspend', suspendedBy: ctx.actor.id, suspendedAt: ctx.now, updatedAt: ctx.now })
    .where('id', '=', instance.id)
    .where('version', '=', instance.version)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new VersionConflict(instance.id);
}

export async function recoverInstance(ctx: CommandContext, instance: BpmInstance): Promise<void> {
  const result = await ctx.db
    .updateTable('bpmInstance')
    .set({ status: 'running', suspendedBy: null, suspendedAt: null, updatedAt: ctx.now })
    .where('id', '=', instance.id)
    .where('status', '=', 'suspend')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new VersionConflict(instance.id);
}
