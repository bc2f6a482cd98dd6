import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import type { CommandContext } from '../run.js';
import * as store from '../store.js';

/**
 * Locking a shared task (认领, the stock client's `task/lock`): one of its candidates becomes its
 * holder, so the predicates of engine/queries.ts (`actableBy`, `actableTaskIds`) stop offering it
 * to the other candidates, in their pending lists and in every action, with no second rule.
 * `lockedBy` marks the holder as a lock's, which unlocking hands back to the candidates.
 *
 * Both count as acting on the request: the version moves (bumpVersion), so a candidate deciding
 * at the same moment conflicts and is refused on the retry, and a suspended request refuses them.
 * The caller has checked who may lock or unlock (modules/bpm/control).
 */
export async function lockTask(
  ctx: CommandContext,
  input: { instance: BpmInstance; task: BpmTask },
): Promise<void> {
  await store.bumpVersion(ctx.db, input.instance, ctx.now);
  await store.updateTask(ctx.db, input.task.id, {
    assigneeId: ctx.actor.id,
    assigneeName: ctx.actor.name,
    lockedBy: ctx.actor.id,
    lockedAt: ctx.now,
  });
}

/** Hands a locked task back to its candidates: nobody holds it again. */
export async function unlockTask(
  ctx: CommandContext,
  input: { instance: BpmInstance; task: BpmTask },
): Promise<void> {
  await store.bumpVersion(ctx.db, input.instance, ctx.now);
  await store.updateTask(ctx.db, input.task.id, {
    assigneeId: null,
    assigneeName: null,
    lockedBy: null,
    lockedAt: null,
  });
}
