import type { Person } from '../../../core/org/people.js';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import type { ProcessGraph } from '../../model.js';
import { checkHandOver } from '../hand-over.js';
import { beginRun, type CommandContext } from '../run.js';
import * as store from '../store.js';

export interface TaskChangeInput {
  instance: BpmInstance;
  graph: ProcessGraph;
  task: BpmTask;
  /** History action: 'shift', 'assignee' (proxy) or 'withdrawChange'. */
  action: string;
  comment: string | null;
  /**
   * The task's new holder: a transfer hands it over (delivered: shown as DELIVERTO), withdrawing
   * a transfer hands it back. A proxy leaves the holder as is.
   */
  holder?: { person: Person; delivered: boolean; owner: Person };
  /**
   * Who may act on the task after the change (the new holder of a transfer, a proxy): checked by
   * hand-over.ts (staff only, never the request's starter). Taking a change back names nobody.
   */
  handedTo?: Person;
  /**
   * An administrator's hand-over (a student's class change moving their open steps) also moves a
   * suspended request's step, so it waits on the right person once recovered: it decides nothing.
   * Anyone else's transfer or proxy is refused while the request is suspended.
   */
  evenIfSuspended?: boolean;
}

/** Who holds a task changes: counts as acting on the request (the version moves, history records it). */
export async function changeTaskHolder(ctx: CommandContext, input: TaskChangeInput): Promise<void> {
  const { instance, graph, task, action, comment, holder, handedTo, evenIfSuspended } = input;
  if (handedTo) await checkHandOver(ctx.db, ctx.tenantId, [handedTo], task);
  const run = await beginRun(ctx, instance, graph, { evenIfSuspended });
  if (holder) {
    await store.updateTask(ctx.db, task.id, {
      assigneeId: holder.person.id,
      assigneeName: holder.person.name,
      ownerId: holder.owner.id,
      ownerName: holder.owner.name,
      delivered: holder.delivered ? 'Y' : 'N',
      // The new holder comes from the change, not a lock: unlocking must not undo it.
      lockedBy: null,
      lockedAt: null,
    });
  }
  await run.history({ task, nodeId: task.nodeId, action, opinion: comment });
}
