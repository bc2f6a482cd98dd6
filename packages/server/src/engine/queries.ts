import type { PendingReach } from '@campus/contract';
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { BpmInstanceTable, BpmTaskTable, DB } from '../db/schema.js';

/**
 * Who may act on or read what: the predicates every module that lists or shows requests uses
 * (the BPM API, the student-affairs modules), so an inbox and an action never disagree.
 */
type Db = Kysely<DB>;

/** A task (t) joined with its instance (i): the scope of the predicates below. */
type TaskScope = DB & { t: BpmTaskTable; i: BpmInstanceTable };
export type TaskExpressions = ExpressionBuilder<TaskScope, 't' | 'i'>;

/**
 * Not the one person the task bars: the request's starter, except where the node lets them act
 * (model.ts starterActsAt). Part of every way to hold a task below, so that no transfer, proxy,
 * delegation or added signer lets a student approve their own request.
 */
function notBarred(userId: string) {
  return sql<SqlBool>`(${sql.ref('t.barredId')} is null or ${sql.ref('t.barredId')} <> ${userId})`;
}

/**
 * Who may act on an open task: its assignee; any candidate while nobody holds it; a proxy the
 * holder named (running 'assignee' task change); or the holder's standing delegate, enabled and
 * within its dates, for all processes or this one; never the person the task bars (its request's
 * starter, see notBarred). The pending list and every task action use this one predicate, so what
 * a user sees is exactly what they may do.
 */
export function actableBy(eb: TaskExpressions, userId: string, now: number) {
  return eb.and([notBarred(userId), holds(eb, userId, now)]);
}

/** The user is among the task's candidates (whether or not someone has taken it since). */
function candidateOf(eb: TaskExpressions, userId: string) {
  return eb.exists(
    eb
      .selectFrom('bpmTaskCandidate as c')
      .select('c.userId')
      .whereRef('c.taskId', '=', 't.id')
      .where('c.userId', '=', userId),
  );
}

function holds(eb: TaskExpressions, userId: string, now: number) {
  return eb.or([
    eb('t.assigneeId', '=', userId),
    eb.and([eb('t.assigneeId', 'is', null), candidateOf(eb, userId)]),
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

/**
 * The open tasks of the tenant `actableBy` lets the user act on, each once, as `id` and `at` (its
 * creation time): the same four ways to hold a task, each an index lookup from the user's side
 * (own tasks by assignee, shared ones by the user's open candidate rows, proxies by executor,
 * delegations by agent, then the delegator's tasks by assignee). An inbox built on it reads the
 * user's share of the tables, however large the rest grows; `actableBy` itself would test every
 * open task of the tenant.
 *
 * The shared branch reads the candidate rows alone: `is_open` says the person may take the task
 * now (pending, held by nobody, not barring them; runtime/store.ts keeps it so) and the row
 * carries the task's creation time, indexed as (tenant, user, is_open, created_at, task_id). So an
 * office whose shared step holds 100,000 open tasks counts them in one index-only scan, and a list
 * ordered by `at` (the pending list) takes the rows its page can hold from these branches before
 * it reads any task (bpm/received/repo.ts, newestWindow).
 *
 * The branches never name the same task twice, so a count over them is the count of tasks: own
 * (held by the user), shared (held by nobody, an open candidate row of the user), proxied (a
 * running proxy that is neither), delegated (held by a delegator, not proxied to the user).
 * Every branch checks the tenant and that the task is open, so the caller needs no other filter
 * on the task: one on t.tenant_id or t.status would offer the planner (SQLite with statistics
 * does take it) the index of every open task of the tenant to scan instead of these rows.
 */
export function actableTasks(db: Db, tenantId: string, userId: string, now: number) {
  const own = db
    .selectFrom('bpmTask as t')
    .select(['t.id', 't.createdAt as at'])
    .where('t.tenantId', '=', tenantId)
    .where('t.status', '=', 'pending')
    .where('t.assigneeId', '=', userId)
    .where(notBarred(userId));
  const shared = db
    .selectFrom('bpmTaskCandidate as c')
    .select(['c.taskId as id', 'c.createdAt as at'])
    .where('c.tenantId', '=', tenantId)
    .where('c.userId', '=', userId)
    .where('c.isOpen', '=', 'Y');
  // Cross joins (conditions in WHERE) keep SQLite from reordering the branches below: the
  // user's own rows first (proxies, delegations), then the tasks they name. With statistics that
  // show few such rows in all, it would otherwise read every open task of the tenant and look
  // each one up among them. A task has at most one running change (bpm/change finishes the last).
  const proxied = db
    .selectFrom('bpmTaskChange as ch')
    .crossJoin('bpmTask as t')
    .select(['t.id', 't.createdAt as at'])
    .whereRef('t.id', '=', 'ch.taskId')
    .where('ch.executorId', '=', userId)
    .where('ch.changeType', '=', 'assignee')
    .where('ch.status', '=', 'running')
    .where('t.tenantId', '=', tenantId)
    .where('t.status', '=', 'pending')
    .where(notBarred(userId))
    .where((w) => w.or([w('t.assigneeId', 'is', null), w('t.assigneeId', '<>', userId)]))
    .where((w) => w.not(w.exists(openCandidateRow(db, userId))));
  // One row per task however many standing delegations name its holder: the holders first, then
  // whether one of their delegations covers the task's process.
  const delegated = db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .select(['t.id', 't.createdAt as at'])
    .where('t.tenantId', '=', tenantId)
    .where('t.status', '=', 'pending')
    .where('t.assigneeId', 'in', standingDelegations(db, tenantId, userId, now).select('a.delegatorId'))
    .where(notBarred(userId))
    .where((w) =>
      w.exists(
        standingDelegations(db, tenantId, userId, now)
          .select('a.id')
          .where('a.delegatorId', '=', sql.ref<string>('t.assigneeId'))
          .where((a) =>
            a.or([a('a.agentType', '=', 'all'), a('a.defKey', '=', sql.ref<string>('i.defKey'))]),
          ),
      ),
    )
    .where((w) =>
      w.not(
        w.exists(
          db
            .selectFrom('bpmTaskChange as ch')
            .select('ch.id')
            .where('ch.taskId', '=', sql.ref<string>('t.id'))
            .where('ch.executorId', '=', userId)
            .where('ch.changeType', '=', 'assignee')
            .where('ch.status', '=', 'running'),
        ),
      ),
    );
  // UNION ALL: the branches are disjoint (above), and deduplicating would cost a sort.
  return own.unionAll(shared).unionAll(proxied).unionAll(delegated);
}

/** The user's open candidate row of task t (the shared branch of `actableTasks` holds it). */
function openCandidateRow(db: Db, userId: string) {
  return db
    .selectFrom('bpmTaskCandidate as oc')
    .select('oc.taskId')
    .where('oc.taskId', '=', sql.ref<string>('t.id'))
    .where('oc.userId', '=', userId)
    .where('oc.isOpen', '=', 'Y');
}

/** The user's delegations in force now (a): enabled and within their dates; self-delegation names nobody new. */
function standingDelegations(db: Db, tenantId: string, userId: string, now: number) {
  return db
    .selectFrom('bpmAgent as a')
    .where('a.tenantId', '=', tenantId)
    .where('a.agenterId', '=', userId)
    .where('a.delegatorId', '<>', userId)
    .where('a.isEnabled', '=', 'Y')
    .where('a.startDate', '<=', now)
    .where('a.endDate', '>=', now);
}

/** `actableTasks` as ids, for `t.id in (...)`. */
export function actableTaskIds(db: Db, tenantId: string, userId: string, now: number) {
  return db.selectFrom(actableTasks(db, tenantId, userId, now).as('a')).select('a.id');
}

/** How the user holds the task, for the pending row's status: NORMAL, DELIVERTO (transferred to them) or AGENT. */
export function pendingStatus(userId: string) {
  return sql<'NORMAL' | 'DELIVERTO' | 'AGENT'>`case
    when ${sql.ref('t.assigneeId')} = ${userId} then (case when ${sql.ref('t.delivered')} = 'Y' then 'DELIVERTO' else 'NORMAL' end)
    when ${sql.ref('t.assigneeId')} is null then 'NORMAL'
    else 'AGENT' end`;
}

/**
 * How an open task the user may act on reached them (the pending list's split): their own task
 * by how the rules named them (`t.via`) or `shift` once transferred to them; a shared task by how
 * the rules named them as a candidate; anyone else's task (or a shared one they are not a
 * candidate of) as someone's proxy or delegate, `assignee`. One value per task, agreeing with
 * `pendingStatus`: NORMAL is a `via`, DELIVERTO `shift`, AGENT `assignee`.
 */
export function pendingReach(userId: string) {
  const candidateVia = sql`(select ${sql.ref('c.via')} from ${sql.table('bpmTaskCandidate')} as c
    where ${sql.ref('c.taskId')} = ${sql.ref('t.id')} and ${sql.ref('c.userId')} = ${userId})`;
  return sql<PendingReach>`case
    when ${sql.ref('t.assigneeId')} = ${userId} then (case when ${sql.ref('t.delivered')} = 'Y' then 'shift' else ${sql.ref('t.via')} end)
    when ${sql.ref('t.assigneeId')} is null then coalesce(${candidateVia}, 'assignee')
    else 'assignee' end`;
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
                candidateOf(w as unknown as TaskExpressions, userId),
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

/** The open tasks of an instance the user may act on now, oldest first. */
export function actableTasksOf(db: Db, tenantId: string, instanceId: string, userId: string, now: number) {
  return db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .select(['t.id', 't.nodeId', 't.name'])
    .where('t.tenantId', '=', tenantId)
    .where('t.instanceId', '=', instanceId)
    .where('t.status', '=', 'pending')
    .where((eb) => actableBy(eb, userId, now))
    .orderBy('t.id')
    .execute();
}

/** The open tasks of instances (where each request waits now), oldest first. */
export function openTasksOf(db: Db, instanceIds: readonly string[]) {
  if (instanceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bpmTask')
    .select(['instanceId', 'nodeId', 'name'])
    .where('instanceId', 'in', [...new Set(instanceIds)])
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}
