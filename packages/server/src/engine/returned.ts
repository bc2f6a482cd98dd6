import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { graphOf } from './cache.js';
import type { StepsOf } from './current-steps.js';
import { openTasksOf } from './queries.js';

/** A request sent back to its applicant: why (the approver's words) and when. */
export interface Returned {
  reason: string | null;
  at: number;
}

const SEND_BACKS = ['reject', 'rejectToStart', 'rejectToPrevious'];

/**
 * The requests among these that wait at their start event, sent back to the applicant to change
 * and resubmit (issue 30, item 11): a list reads "returned" with the reason instead of "in review".
 */
export async function returnedToStarter(
  db: Kysely<DB>,
  instances: readonly StepsOf[],
): Promise<Map<string, Returned>> {
  const returned = new Map<string, Returned>();
  const open = await openTasksOf(
    db,
    instances.map((i) => i.id),
  );
  const atStart = new Set<string>();
  for (const instance of instances) {
    const graph = await graphOf(db, { id: instance.defId, version: instance.defVersion }).catch(
      () => undefined,
    );
    if (graph && open.some((t) => t.instanceId === instance.id && t.nodeId === graph.startId))
      atStart.add(instance.id);
  }
  if (atStart.size === 0) return returned;
  const sendBacks = await db
    .selectFrom('bpmHistory')
    .select(['instanceId', 'opinion', 'createdAt'])
    .where('instanceId', 'in', [...atStart])
    .where('action', 'in', SEND_BACKS)
    .orderBy('createdAt', 'desc')
    .execute();
  for (const id of atStart) {
    const last = sendBacks.find((h) => h.instanceId === id);
    returned.set(id, { reason: last?.opinion || null, at: last?.createdAt ?? 0 });
  }
  return returned;
}
