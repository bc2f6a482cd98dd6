import type { ListQuery, PendingReach } from '@campus/contract';
import type {
  CopyRow as CopyReply,
  HandledRow,
  HandledTaskRow as HandledTaskReply,
  PendingRow as PendingReply,
  RevocableRow as RevocableReply,
} from '@campus/contract/api/bpm/received';
import { sql } from 'kysely';
import { actableTaskIds, pendingReach, pendingStatus } from '../../../engine/queries.js';
import { runList, type ListSpec } from '../../../http/list-query.js';
import type { Db } from '../shared/repo.js';

/** The approver's lists: pending, handled (per instance and per task), concluded, revocable, copied to me. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runList hands over its generic builder
type Columns = (qb: any) => any;

const instanceFilters: ListSpec['filters'] = {
  subject_: { column: 'i.subject', type: 'string' },
  procDefName: { column: 'i.def_name', type: 'string' },
  procDefKey: { column: 'i.def_key', type: 'string' },
  TYPE_ID_: { column: 'i.type_id', type: 'string' },
  creatorId: { column: 'i.starter_id', type: 'string' },
};

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

const pendingSpec: ListSpec = {
  filters: {
    ...instanceFilters,
    subject_: { column: 't.subject', type: 'string' },
    name_: { column: 't.name', type: 'string' },
    create_time_: { column: 't.created_at', type: 'date' },
  },
  sorts: { createTime: 't.created_at', subject: 't.subject', remindTimes: 't.remind_times' },
  defaultSort: { column: 't.created_at', order: 'DESC' },
};

/**
 * Tasks the user may act on now: own, as a candidate, as a proxy, or as a standing delegate;
 * `reaches` narrows them to those that reached the user in one of these ways (the split lists).
 */
export function pending(
  db: Db,
  tenantId: string,
  userId: string,
  now: number,
  query: ListQuery,
  reaches?: readonly PendingReach[],
) {
  // The tenant and the open state are checked inside actableTaskIds (see there why not here).
  let base = db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .where('t.id', 'in', actableTaskIds(db, tenantId, userId, now));
  if (reaches) {
    base = reaches.length
      ? base.where(pendingReach(userId), 'in', [...reaches])
      : base.where(sql<boolean>`1 = 0`);
  }
  const columns: Columns = (qb) =>
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
    ]);
  return runList<PendingRow>(base, columns, query, pendingSpec);
}

/** The service adds curNode. */
export type HandledInstanceRow = Texts & Omit<HandledRow, 'curNode'>;

const handledSpec: ListSpec = {
  filters: {
    ...instanceFilters,
    create_time_: { column: 'i.created_at', type: 'date' },
    status_: { column: 'i.status', type: 'string' },
  },
  sorts: { createTime: 'i.created_at', endTime: 'i.ended_at', subject: 'i.subject' },
  defaultSort: { column: 'i.updated_at', order: 'DESC' },
};

const handledColumns: Columns = (qb) =>
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

/** Requests the user completed a task of; `concludedOnly`: only those that have ended. */
export function handledInstances(
  db: Db,
  tenantId: string,
  userId: string,
  query: ListQuery,
  concludedOnly: boolean,
) {
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
  if (concludedOnly) base = base.where('i.status', 'in', ['end', 'manualend']);
  return runList<HandledInstanceRow>(base, handledColumns, query, handledSpec);
}

export interface HandledTaskRow extends Texts, HandledTaskReply {
  requestSubject: string;
}

const handledTaskSpec: ListSpec = {
  filters: {
    ...instanceFilters,
    subject_: { column: 't.subject', type: 'string' },
    status_: { column: 't.outcome', type: 'string' },
    create_time_: { column: 't.completed_at', type: 'date' },
  },
  sorts: { createTime: 't.created_at', completeTime: 't.completed_at' },
  defaultSort: { column: 't.completed_at', order: 'DESC' },
};

export function handledTasks(db: Db, tenantId: string, userId: string, query: ListQuery) {
  const base = db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .where('t.tenantId', '=', tenantId)
    .where('t.completedBy', '=', userId)
    .where('t.status', '=', 'completed');
  const columns: Columns = (qb) =>
    qb.select([
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
    ]);
  return runList<HandledTaskRow>(base, columns, query, handledTaskSpec);
}

/** The service adds curNode. */
export type RevocableRow = Texts & Omit<RevocableReply, 'curNode'>;

/** Completions nothing has happened after: the instance is still at the version they produced. */
export function revocable(db: Db, tenantId: string, userId: string, query: ListQuery) {
  const base = db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .where('t.tenantId', '=', tenantId)
    .where('t.completedBy', '=', userId)
    .where('t.status', '=', 'completed')
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
  const columns: Columns = (qb) =>
    qb.select([
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
    ]);
  const spec: ListSpec = {
    filters: instanceFilters,
    sorts: { taskEndTime: 't.completed_at' },
    defaultSort: { column: 't.completed_at', order: 'DESC' },
  };
  return runList<RevocableRow>(base, columns, query, spec);
}

export type CopyRow = Texts & CopyReply;

export function copiedToMe(db: Db, tenantId: string, userId: string, query: ListQuery) {
  const base = db
    .selectFrom('bpmCopyTo as cc')
    .innerJoin('bpmInstance as i', 'i.id', 'cc.instanceId')
    .where('cc.tenantId', '=', tenantId)
    .where('cc.receiverId', '=', userId);
  const columns: Columns = (qb) =>
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
  const spec: ListSpec = {
    filters: { ...instanceFilters, create_time_: { column: 'cc.created_at', type: 'date' } },
    sorts: { createTime: 'cc.created_at' },
    defaultSort: { column: 'cc.created_at', order: 'DESC' },
  };
  return runList<CopyRow>(base, columns, query, spec);
}
