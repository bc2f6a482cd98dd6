import type { Person } from '../../../core/org/people.js';
import { changeTaskHolder } from '../../../engine/runtime/commands/reassign.js';
import type { CommandContext } from '../../../engine/runtime/context.js';
import { findInstance, findTask } from '../../../engine/runtime/store.js';
import { versionById } from '../../../engine/versions.js';
import type { ClassChange, MasterWrite } from '../../../core/master-data/index.js';
import { classById, closeCandidates, counsellorsOf, openStepsWaitingOn } from './repo.js';

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
    // A suspended request's step moves too: recovered, it waits on the new class's counsellor.
    evenIfSuspended: true,
  });
  await closeCandidates(ctx.db, task.id);
}

/**
 * A class change that came through the master data (an import, the data centre's sync): the
 * student's open steps waiting on a counsellor of the old class only go to the new class's first
 * counsellor, in the import's own transaction, as the lifecycle screen's class change does. With
 * no counsellor in the new class yet, they stay where they are (the screen shows them).
 */
export async function moveOpenSteps(w: MasterWrite, change: ClassChange): Promise<void> {
  const before = await counsellorsOf(w.trx, w.tenantId, change.fromClassId);
  const after = await counsellorsOf(w.trx, w.tenantId, change.toClassId);
  const to = after[0];
  if (!to) return;
  const leaving = before.filter((c) => !after.some((a) => a.id === c.id)).map((c) => c.id);
  const steps = await openStepsWaitingOn(w.trx, w.tenantId, change.studentId, leaving);
  if (steps.length === 0) return;
  const target = await classById(w.trx, w.tenantId, change.toClassId);
  // A sync client has no user: the step's history names the client as the one who moved it.
  const actor = { id: w.change?.actorId ?? 'system', name: w.change?.actorName ?? 'system' };
  const ctx: CommandContext = { db: w.trx, tenantId: w.tenantId, actor, now: w.now };
  for (const step of steps) await moveStep(ctx, step.id, to, target?.name ?? '');
}
