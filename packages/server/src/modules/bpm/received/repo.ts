import type { ListQuery, ListReply, PendingReach } from '@campus/contract';
import type {
  CopyRow as CopyReply,
  HandledRow,
  HandledTaskRow as HandledTaskReply,
  PendingRow as PendingReply,
  RevocableRow as RevocableReply,
} from '@campus/contract/api/bpm/received';
import { sql, type NotNull, type SelectQueryBuilder } from 'kysely';
import type { BpmInstanceTable, DB } from '../../../db/schema.js';
import { actableTasks, pendingReach, pendingStatus } from '../../../engine/queries.js';
import { countAll, listShapes, listSpec, runList, runShapedList } from '../../../http/list-query.js';
import { textFilters } from '../../../http/text-filters.js';
import type { Db, Owner } from '../shared/repo.js';

/** The approver's lists: pending, handled (per instance and per task), concluded, revocable, copied to me. */

const instanceFilters = textFilters({
  subject_: 'i.subject',
  procDefName: 'i.defName',
  procDefKey: 'i.defKey',
  TYPE_ID_: 'i.typeId',
  creatorId: 'i.starterId',
});

/**
 * The rows are the replies' (contract api/bpm/received.ts) before the services read them in the
 * caller's language: each also carries what engine/reader-rows.ts needs for that.
 */
interface Texts {
  subjects: string | null;
  procDefId: string;
  procDefVersion: number;
}

/** The service adds allowShfit and names a missing owner ''. */
export interface PendingRow extends Texts, Omit<PendingReply, 'allowShfit' | 'ownerName'> {
  requestSubject: string;
  ownerName: string | null;
}

const pendingSpec = listSpec({
  filters: {
    ...instanceFilters,
    ...textFilters({ subject_: 't.subject', name_: 't.name' }),
    create_time_: { column: 't.createdAt', type: 'date' },
  },
  // u.at is the task's creation time as its branch of actableTasks has it (see pendingQuery).
  sorts: { createTime: 'u.at', subject: 't.subject', remindTimes: 't.remindTimes' },
  defaultSort: { column: 'u.at', order: 'DESC', then: 'u.id' },
});

/**
 * Tasks the user may act on now: own, as a candidate, as a proxy, or as a standing delegate;
 * `reaches` narrows them to those that reached the user in one of these ways (the split lists).
 */
export function pending(
  db: Db,
  { tenantId, userId }: Owner,
  now: number,
  query: ListQuery,
  reaches?: readonly PendingReach[],
): Promise<ListReply<PendingRow>> {
  // Every screen opens it: compiled once per shape (the ways it narrows to, and the window, are
  // the shape's; the page and sorts are in its key anyway).
  const window = reaches ? undefined : newestWindow(query);
  return runShapedList(
    db,
    pendingShapes,
    JSON.stringify([reaches ?? null, window ?? null]),
    [tenantId, userId, now],
    (tenant: string, user: string, at: number) => pendingQuery(db, tenant, user, at, reaches, window),
    query,
    pendingSpec,
  );
}

/**
 * The rows of the user's actable tasks that can be on the page, when the list is in creation order
 * and nothing filters it (the inbox as it opens): the first pageNo x limit of them in that order.
 * The page then reads the tasks and requests of those rows only, on either database and whatever
 * the planner estimates: an office holding 100,000 shared tasks reads 20, not 100,000. With a filter
 * (on the task or its request) any row may be on the page, so there is no window.
 */
function newestWindow(query: ListQuery): { rows: number; order: 'asc' | 'desc' } | undefined {
  if (query.parameters.some((p) => p.value !== '')) return undefined;
  const [first, ...more] = query.sorts;
  if (more.length || (first && first.field !== 'createTime')) return undefined;
  const { pageNo, limit } = query.requestPage;
  return { rows: pageNo * limit, order: first?.order === 'ASC' ? 'asc' : 'desc' };
}

const pendingShapes = listShapes<[string, string, number]>();

function pendingQuery(
  db: Db,
  tenantId: string,
  userId: string,
  now: number,
  reaches?: readonly PendingReach[],
  window?: ReturnType<typeof newestWindow>,
) {
  // Driven from the user's actable tasks (u), which check the tenant and the open state (see
  // there why not here) and carry the creation time the list sorts by, so the newest rows are
  // found from the user's own index entries (newestWindow) before any task is read; ordering by
  // t's column would read every task first. Each u row has its task and request (foreign keys),
  // so without a filter the count is the branches' rows alone.
  const actable = actableTasks(db, tenantId, userId, now);
  const rows = window
    ? db
        .selectFrom(actable.as('w'))
        .selectAll('w')
        .orderBy('w.at', window.order)
        .orderBy('w.id', 'desc') // the list's tie-break (pendingSpec), so the window holds the page's rows
        .limit(window.rows)
    : actable;
  let base = db
    .selectFrom(rows.as('u'))
    .innerJoin('bpmTask as t', 't.id', 'u.id')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId');
  const total = reaches ? undefined : db.selectFrom(actable.as('u')).select(countAll);
  if (reaches) {
    base = reaches.length
      ? base.where(pendingReach(userId), 'in', [...reaches])
      : base.where(sql<boolean>`1 = 0`);
  }
  const select = (qb: typeof base) =>
    qb.select([
      't.id as taskId',
      'i.id as id',
      't.subject',
      'i.subject as requestSubject',
      'i.subjects',
      'i.defId as procDefId',
      'i.defVersion as procDefVersion',
      'i.defName as procDefName',
      't.nodeId',
      't.name',
      't.createdAt as createTime',
      't.ownerName',
      pendingStatus(userId).as('status'),
      pendingReach(userId).as('reach'),
      'i.starterId as creatorId',
      'i.starterName as creatorName',
      't.remindTimes',
      'i.typeId',
      // An open task's request is running or suspended (ended ones have no open task).
      sql<'running' | 'suspend'>`${sql.ref('i.status')}`.as('instStatus'),
      sql<'Y' | 'N'>`case when ${sql.ref('t.lockedBy')} = ${userId} then 'Y' else 'N' end`.as('locked'),
      't.dueAt as dueTime',
    ]);
  return { base, select, total };
}

/** The service adds curNode. */
export type HandledInstanceRow = Texts & Omit<HandledRow, 'curNode'>;

const handledSpec = listSpec({
  filters: {
    ...instanceFilters,
    create_time_: { column: 'i.createdAt', type: 'date' },
    status_: { column: 'i.status', type: 'string' },
  },
  sorts: { createTime: 'i.createdAt', endTime: 'i.endedAt', subject: 'i.subject' },
  defaultSort: { column: 'i.updatedAt', order: 'DESC' },
});

const handledColumns = (qb: SelectQueryBuilder<DB & { i: BpmInstanceTable }, 'i', object>) =>
  qb.select([
    'i.id',
    'i.subject',
    'i.subjects',
    'i.defId as procDefId',
    'i.defVersion as procDefVersion',
    'i.defName as procDefName',
    'i.createdAt as createTime',
    'i.endedAt as endTime',
    'i.status',
    'i.result',
    'i.starterName as creatorName',
  ]);

/** The request states that mean it has ended. */
const ENDED = ['end', 'manualend'] as const;

/**
 * Requests the user completed a task of; `ended`: only those that have ended (true), only those
 * that have not (false), or both (undefined).
 */
export function handledInstances(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
  ended?: boolean,
): Promise<ListReply<HandledInstanceRow>> {
  // Driven from the user's completed tasks in the tenant (an index lookup), then each request by
  // its id. A task's request is always of the task's tenant, so the tenant is scoped there: an
  // outer `i.tenant_id = ?` would tempt SQLite (without statistics) to read the tenant's every request.
  let base = db
    .selectFrom('bpmInstance as i')
    .where(
      'i.id',
      'in',
      db
        .selectFrom('bpmTask as t')
        .select('t.instanceId')
        .where('t.tenantId', '=', tenantId)
        .where('t.completedBy', '=', userId)
        .where('t.status', '=', 'completed'),
    );
  if (ended !== undefined) base = base.where('i.status', ended ? 'in' : 'not in', [...ENDED]);
  return runList(base, handledColumns, query, handledSpec);
}

/** The tasks the user completed in the tenant (t), each with its request (i). */
function tasksCompletedBy(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .where('t.tenantId', '=', tenantId)
    .where('t.completedBy', '=', userId)
    .where('t.status', '=', 'completed');
}

export interface HandledTaskRow extends Texts, HandledTaskReply {
  requestSubject: string;
}

const handledTaskSpec = listSpec({
  filters: {
    ...instanceFilters,
    ...textFilters({ subject_: 't.subject', status_: 't.outcome' }),
    create_time_: { column: 't.completedAt', type: 'date' },
  },
  sorts: { createTime: 't.createdAt', completeTime: 't.completedAt' },
  defaultSort: { column: 't.completedAt', order: 'DESC' },
});

export function handledTasks(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
): Promise<ListReply<HandledTaskRow>> {
  const base = tasksCompletedBy(db, tenantId, userId);
  const columns = (qb: typeof base) =>
    qb
      .select([
        't.id',
        't.id as taskId',
        't.subject',
        'i.subject as requestSubject',
        'i.subjects',
        'i.defId as procDefId',
        'i.defVersion as procDefVersion',
        't.name as taskName',
        't.nodeId',
        't.outcome as status',
        't.opinion',
        't.createdAt as createTime',
        't.completedAt as completeTime',
        'i.id as procInstId',
        'i.defName as procDefName',
      ])
      // Only completed tasks are listed, and a completed task has its completion time.
      .$narrowType<{ completeTime: NotNull }>();
  return runList(base, columns, query, handledTaskSpec);
}

/** The service adds curNode. */
export type RevocableRow = Texts & Omit<RevocableReply, 'curNode'>;

/** Completions nothing has happened after: the instance is still at the version they produced. */
export function revocable(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
): Promise<ListReply<RevocableRow>> {
  const base = tasksCompletedBy(db, tenantId, userId)
    .where('i.status', '=', 'running')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bpmHistory as h')
          .select('h.id')
          .whereRef('h.taskId', '=', 't.id')
          .whereRef('h.version', '=', 'i.version')
          .where('h.actorId', '=', userId)
          .where('h.snapshot', 'is not', null),
      ),
    );
  const columns = (qb: typeof base) =>
    qb
      .select([
        'i.id as id',
        't.id as taskId',
        'i.subject',
        'i.subjects',
        'i.defId as procDefId',
        'i.defVersion as procDefVersion',
        'i.defName as procDefName',
        't.name as myNode',
        't.nodeId',
        't.completedAt as taskEndTime',
      ])
      // Only completed tasks are listed, and a completed task has its completion time.
      .$narrowType<{ taskEndTime: NotNull }>();
  const spec = listSpec({
    filters: instanceFilters,
    sorts: { taskEndTime: 't.completedAt' },
    defaultSort: { column: 't.completedAt', order: 'DESC' },
  });
  return runList(base, columns, query, spec);
}

export type CopyRow = Texts & CopyReply;

export function copiedToMe(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
): Promise<ListReply<CopyRow>> {
  const base = db
    .selectFrom('bpmCopyTo as cc')
    .innerJoin('bpmInstance as i', 'i.id', 'cc.instanceId')
    .where('cc.tenantId', '=', tenantId)
    .where('cc.receiverId', '=', userId);
  const columns = (qb: typeof base) =>
    qb.select([
      'i.id as id',
      'cc.id as copyId',
      'i.subject',
      'i.subjects',
      'i.defId as procDefId',
      'i.defVersion as procDefVersion',
      'i.defName as procDefName',
      'cc.senderName',
      'cc.opinion',
      'cc.createdAt as createTime',
      sql<'Y' | 'N'>`case when ${sql.ref('cc.readAt')} is null then 'N' else 'Y' end`.as('isRead'),
      'i.status',
    ]);
  const spec = listSpec({
    filters: { ...instanceFilters, create_time_: { column: 'cc.createdAt', type: 'date' } },
    sorts: { createTime: 'cc.createdAt' },
    defaultSort: { column: 'cc.createdAt', order: 'DESC' },
  });
  return runList(base, columns, query, spec);
}
