import type { AffairStatus, ListQuery } from '@campus/contract';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../core/org/charge.js';
import type { BpmInstance, DB } from '../../db/schema.js';
import { actableTaskIds } from '../../engine/queries.js';
import { runList, type ListSpec } from '../../http/list-query.js';
import { hasStatus } from './status.js';

/** The generic module lists and counts: a module's requests are the instances of its process. */
export type Db = Kysely<DB>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runList hands over its generic builder
type Columns = (qb: any) => any;

const instanceFilters: ListSpec['filters'] = {
  subject: { column: 'i.subject', type: 'string' },
  createTime: { column: 'i.created_at', type: 'date' },
};

function ofProcess(db: Db, tenantId: string, processKey: string) {
  return db
    .selectFrom('bpmInstance as i')
    .where('i.tenantId', '=', tenantId)
    .where('i.defKey', '=', processKey);
}

const allOfInstance: Columns = (qb) => qb.selectAll('i');

/** The caller's own requests of the process, drafts included. */
export function mine(
  db: Db,
  tenantId: string,
  processKey: string,
  userId: string,
  status: AffairStatus | undefined,
  query: ListQuery,
) {
  let base = ofProcess(db, tenantId, processKey).where('i.starterId', '=', userId);
  if (status) base = base.where((eb) => hasStatus(eb, status));
  return runList<BpmInstance>(base, allOfInstance, query, {
    filters: instanceFilters,
    sorts: { createTime: 'i.created_at', endTime: 'i.ended_at' },
    defaultSort: { column: 'i.created_at', order: 'DESC' },
  });
}

export interface ReviewInstance extends BpmInstance {
  taskId: string;
  nodeName: string;
  taskNodeId: string;
}

/** Open tasks of the process the user may act on now (the one predicate of the inbox). */
export function reviewTasks(
  db: Db,
  tenantId: string,
  processKey: string,
  userId: string,
  now: number,
  query: ListQuery,
) {
  // The tenant and the open state are checked inside actableTaskIds (see there why not here).
  const base = db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .where('i.defKey', '=', processKey)
    .where('t.id', 'in', actableTaskIds(db, tenantId, userId, now));
  const columns: Columns = (qb) =>
    qb.selectAll('i').select(['t.id as taskId', 't.nodeId as taskNodeId', 't.name as nodeName']);
  return runList<ReviewInstance>(base, columns, query, {
    filters: {
      ...instanceFilters,
      starterName: { column: 'i.starter_name', type: 'string' },
      createTime: { column: 't.created_at', type: 'date' },
    },
    sorts: { createTime: 't.created_at' },
    defaultSort: { column: 't.created_at', order: 'DESC' },
  });
}

/** Approved requests of the process, newest decision first. */
export function approved(db: Db, tenantId: string, processKey: string, query: ListQuery) {
  const base = ofProcess(db, tenantId, processKey).where((eb) => hasStatus(eb, 'approved'));
  return runList<BpmInstance>(base, allOfInstance, query, {
    filters: { ...instanceFilters, endTime: { column: 'i.ended_at', type: 'date' } },
    sorts: { endTime: 'i.ended_at', createTime: 'i.created_at' },
    defaultSort: { column: 'i.ended_at', order: 'DESC' },
  });
}

/** A request of the process, by id, in the tenant. */
export function instanceOf(db: Db, tenantId: string, processKey: string, id: string) {
  return ofProcess(db, tenantId, processKey).selectAll('i').where('i.id', '=', id).executeTakeFirst();
}

/**
 * How many requests are in each workflow state: the caller's own, or (for staff) the submitted
 * requests of the students in their charge (drafts stay their author's business).
 */
export function statusCounts(
  db: Db,
  tenantId: string,
  processKey: string,
  whose: { starterId: string } | { charge: Charge },
) {
  let query = ofProcess(db, tenantId, processKey);
  if ('starterId' in whose) query = query.where('i.starterId', '=', whose.starterId);
  else {
    query = query
      .innerJoin('tenantMember as m', (join) =>
        join.onRef('m.tenantId', '=', 'i.tenantId').onRef('m.userId', '=', 'i.starterId'),
      )
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .where('i.status', '<>', 'draft')
      .where(inCharge(whose.charge, 'o.path'));
  }
  return query
    .select(['i.status', 'i.result', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['i.status', 'i.result'])
    .execute();
}
