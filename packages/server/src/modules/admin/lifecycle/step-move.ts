import type { Person } from '../../../core/org/people.js';
import { changeTaskHolder } from '../../../engine/runtime/commands/reassign.js';
import type { CommandContext } from '../../../engine/runtime/context.js';
import { findInstance, findTask } from '../../../engine/runtime/store.js';
import { versionById } from '../../../engine/versions.js';
import { closeCandidates } from './repo.js';

/**
 * One open step of a student's request handed to their new class's counsellor, through the
 * engine's own transfer: the instance's version moves and the task's history records a transfer
 * ('shift') by the administrator, naming the new class. The new counsellor holds it as their own.
 */
export async function moveStep(ctx: CommandContext, taskId: string, to: Person, className: string) {
  const task = await findTask(ctx.db, ctx.tenantId, taskId);
  if (!task || task.status !== 'pending') return;
  const instance = (await findInstance(ctx.db, ctx.tenantId, task.instanceId))!;
  const process = await versionById(ctx.db, ctx.tenantId, instance.defId);
  await changeTaskHolder(ctx, {
    instance,
    graph: process.graph,
    task,
    action: 'shift',
    comment: className,
    holder: { person: to, delivered: false, owner: to },
    handedTo: to,
  });
  await closeCandidates(ctx.db, task.id);
}
