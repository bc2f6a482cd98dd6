import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { actableBy, pendingStatus } from '../../../engine/queries.js';

/** Queries several BPM areas share (who may act on or read what lives in engine/queries.ts). */
export type Db = Kysely<DB>;

/** Whose lists a query reads: one person in one tenant (the caller's AuthContext is one). */
export interface Owner {
  tenantId: string;
  userId: string;
}

/**
 * The task if the user may act on it, with how they hold it and whether it is still open. The
 * open state is read in the same statement: a task another request completed a moment ago
 * reads as handled (not as someone else's).
 */
export function actableTask(db: Db, tenantId: string, taskId: string, userId: string, now: number) {
  return db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .select(['t.id', 't.status as taskStatus', pendingStatus(userId).as('status')])
    .where('t.tenantId', '=', tenantId)
    .where('t.id', '=', taskId)
    .where((eb) => actableBy(eb, userId, now))
    .executeTakeFirst();
}

/** A running proxy (task change 'assignee') that lets the user act for the task's holder. */
export function runningProxy(db: Db, taskId: string, userId: string) {
  return db
    .selectFrom('bpmTaskChange')
    .select(['id', 'ownerId', 'ownerName'])
    .where('taskId', '=', taskId)
    .where('changeType', '=', 'assignee')
    .where('status', '=', 'running')
    .where('executorId', '=', userId)
    .executeTakeFirst();
}

/** A copy-to recipient opened the request. */
export async function markCopiesRead(db: Db, instanceId: string, userId: string, now: number): Promise<void> {
  await db
    .updateTable('bpmCopyTo')
    .set({ readAt: now })
    .where('instanceId', '=', instanceId)
    .where('receiverId', '=', userId)
    .where('readAt', 'is', null)
    .execute();
}
