import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { BpmInstanceTable, BpmTaskTable, DB } from '../../../db/schema.js';

/** Queries several BPM areas share: definitions, forms, and who may act on or read what. */
export type Db = Kysely<DB>;

export function definitionById(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('bpmDefinition')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The version new requests of a process start on. */
export function mainDefinition(db: Db, tenantId: string, key: string) {
  return db
    .selectFrom('bpmDefinition')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('key', '=', key)
    .where('isMain', '=', 'Y')
    .executeTakeFirst();
}

export function formDefinitionById(db: Db, id: string) {
  return db.selectFrom('formDef').select(['id', 'definition']).where('id', '=', id).executeTakeFirst();
}

/** A task (t) joined with its instance (i): the scope of the predicates below. */
type TaskScope = DB & { t: BpmTaskTable; i: BpmInstanceTable };
export type TaskExpressions = ExpressionBuilder<TaskScope, 't' | 'i'>;

/**
 * Who may act on an open task: its assignee; any candidate while nobody holds it; a proxy the
 * holder named (running 'assignee' task change); or the holder's standing delegate, enabled and
 * within its dates, for all processes or this one. The pending list and every task action use
 * this one predicate, so what a user sees is exactly what they may do.
 */
export function actableBy(eb: TaskExpressions, userId: string, now: number) {
  return eb.or([
    eb('t.assigneeId', '=', userId),
    eb.and([
      eb('t.assigneeId', 'is', null),
      eb.exists(
        eb
          .selectFrom('bpmTaskCandidate as c')
          .select('c.userId')
          .whereRef('c.taskId', '=', 't.id')
          .where('c.userId', '=', userId),
      ),
    ]),
    eb.exists(
      eb
        .selectFrom('bpmTaskChange as ch')
        .select('ch.id')
        .whereRef('ch.taskId', '=', 't.id')
        .where('ch.changeType', '=', 'assignee')
        .where('ch.status', '=', 'running')
        .where('ch.executorId', '=', userId),
    ),
    eb.exists(
      eb
        .selectFrom('bpmAgent as a')
        .select('a.id')
        .whereRef('a.tenantId', '=', 't.tenantId')
        .whereRef('a.delegatorId', '=', 't.assigneeId')
        .where('a.agenterId', '=', userId)
        .where('a.isEnabled', '=', 'Y')
        .where('a.startDate', '<=', now)
        .where('a.endDate', '>=', now)
        .where((w) => w.or([w('a.agentType', '=', 'all'), w('a.defKey', '=', w.ref('i.defKey'))])),
    ),
  ]);
}

/** How the user holds the task, for the pending row's status: NORMAL, DELIVERTO (transferred to them) or AGENT. */
export function pendingStatus(userId: string) {
  return sql<'NORMAL' | 'DELIVERTO' | 'AGENT'>`case
    when ${sql.ref('t.assigneeId')} = ${userId} then (case when ${sql.ref('t.delivered')} = 'Y' then 'DELIVERTO' else 'NORMAL' end)
    when ${sql.ref('t.assigneeId')} is null then 'NORMAL'
    else 'AGENT' end`;
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

/**
 * May the user read the instance? Its starter; anyone who holds, held, shared or was handed one
 * of its tasks; whoever may act on one of its open tasks now (proxies, delegates); and its
 * copy-to recipients.
 */
export async function canRead(
  db: Db,
  tenantId: string,
  instanceId: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('bpmInstance as i')
    .select('i.id')
    .where('i.tenantId', '=', tenantId)
    .where('i.id', '=', instanceId)
    .where((eb) =>
      eb.or([
        eb('i.starterId', '=', userId),
        eb.exists(
          eb
            .selectFrom('bpmTask as t')
            .select('t.id')
            .whereRef('t.instanceId', '=', 'i.id')
            .where((w) =>
              w.or([
                w('t.assigneeId', '=', userId),
                w('t.ownerId', '=', userId),
                w('t.completedBy', '=', userId),
                w.exists(
                  w
                    .selectFrom('bpmTaskCandidate as c')
                    .select('c.userId')
                    .whereRef('c.taskId', '=', 't.id')
                    .where('c.userId', '=', userId),
                ),
                w.and([
                  w('t.status', '=', 'pending'),
                  actableBy(w as unknown as TaskExpressions, userId, now),
                ]),
              ]),
            ),
        ),
        eb.exists(
          eb
            .selectFrom('bpmTaskChange as ch')
            .select('ch.id')
            .whereRef('ch.instanceId', '=', 'i.id')
            .where('ch.executorId', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('bpmCopyTo as cc')
            .select('cc.id')
            .whereRef('cc.instanceId', '=', 'i.id')
            .where('cc.receiverId', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Open tasks of instances, for "current node" columns: instance id -> node names. */
export async function currentNodes(db: Db, instanceIds: readonly string[]): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (instanceIds.length === 0) return result;
  const rows = await db
    .selectFrom('bpmTask')
    .select(['instanceId', 'name'])
    .where('instanceId', 'in', [...new Set(instanceIds)])
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const names = result.get(row.instanceId);
    if (!names) result.set(row.instanceId, row.name);
    else if (!names.split(',').includes(row.name)) result.set(row.instanceId, `${names},${row.name}`);
  }
  return result;
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
