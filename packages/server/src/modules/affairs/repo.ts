import type { AffairStatus, ListQuery, ListReply } from '@campus/contract';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../core/org/charge.js';
import type { BpmInstance, DB } from '../../db/schema.js';
import { actableTaskIds } from '../../engine/queries.js';
import { listFilters, runList } from '../../http/list-query.js';
import { hasStatus, statusCase } from './status.js';

/**
 * The generic lists and counts of student-affairs requests: a module's requests are the
 * instances of its process, each with its standing (affair_request, left joined: drafts have
 * none) and its batch. The only Kysely calls of the generic lists.
 */
export type Db = Kysely<DB>;

/** A request with what the mechanism keeps beside it. */
export interface RequestInstance extends BpmInstance {
  batchId: string | null;
  batchName: string | null;
  academicYear: string | null;
  outcome: string | null;
  amount: number | null;
  publicityStart: number | null;
  publicityEnd: number | null;
  openObjections: number | null;
  collegeId: string | null;
  grade: string | null;
}

const STANDING = [
  'r.batchId',
  'b.name as batchName',
  'r.academicYear',
  'r.outcome',
  'r.amount',
  'r.publicityStart',
  'r.publicityEnd',
  'r.openObjections',
  'r.collegeId',
  'r.grade',
] as const;

/** Requests of these processes in the tenant, each with its standing and batch. */
export function requestsOf(db: Db, tenantId: string, processKeys: readonly string[]) {
  return db
    .selectFrom('bpmInstance as i')
    .leftJoin('affairRequest as r', 'r.instanceId', 'i.id')
    .leftJoin('affairBatch as b', 'b.id', 'r.batchId')
    .where('i.tenantId', '=', tenantId)
    .where('i.defKey', 'in', processKeys.length ? processKeys : ['-']);
}

const requestFilters = listFilters({
  subject: { column: 'i.subject', type: 'string' },
  createTime: { column: 'i.createdAt', type: 'date' },
  batchId: { column: 'r.batchId', type: 'string', ops: ['S'] },
  academicYear: { column: 'r.academicYear', type: 'string', ops: ['S'] },
  module: { column: 'i.defKey', type: 'string', ops: ['S'] },
});

/** `Q^module^S` names a module key; the list filters on its process. */
export type ModuleFilter = (moduleKey: string) => string | undefined;

function mapModuleFilter(query: ListQuery, processOf: ModuleFilter): ListQuery {
  return {
    ...query,
    parameters: query.parameters.map((p) =>
      p.key === 'Q^module^S' && p.value !== '' ? { ...p, value: processOf(p.value) ?? '-' } : p,
    ),
  };
}

/** The caller's own requests of these processes, drafts included. */
export function mine(
  db: Db,
  tenantId: string,
  processKeys: readonly string[],
  userId: string,
  status: AffairStatus | undefined,
  query: ListQuery,
  processOf: ModuleFilter,
): Promise<ListReply<RequestInstance>> {
  const now = Date.now();
  let base = requestsOf(db, tenantId, processKeys).where('i.starterId', '=', userId);
  if (status) base = base.where((eb) => hasStatus(eb, status, now));
  return runList(base, (qb) => qb.selectAll('i').select(STANDING), mapModuleFilter(query, processOf), {
    filters: requestFilters,
    sorts: { createTime: 'i.createdAt', endTime: 'i.endedAt' },
    defaultSort: { column: 'i.createdAt', order: 'DESC' },
  });
}

export interface ReviewInstance extends RequestInstance {
  taskId: string;
  nodeName: string;
  taskNodeId: string;
}

/** Open tasks of these processes the user may act on now (the one predicate of the inbox). */
export function reviewTasks(
  db: Db,
  tenantId: string,
  processKeys: readonly string[],
  userId: string,
  now: number,
  query: ListQuery,
  processOf: ModuleFilter,
): Promise<ListReply<ReviewInstance>> {
  // The tenant and the open state are checked inside actableTaskIds (see there why not here).
  const base = db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .leftJoin('affairRequest as r', 'r.instanceId', 'i.id')
    .leftJoin('affairBatch as b', 'b.id', 'r.batchId')
    .where('i.defKey', 'in', processKeys.length ? processKeys : ['-'])
    .where('t.id', 'in', actableTaskIds(db, tenantId, userId, now));
  const columns = (qb: typeof base) =>
    qb
      .selectAll('i')
      .select(STANDING)
      .select(['t.id as taskId', 't.nodeId as taskNodeId', 't.name as nodeName']);
  return runList(base, columns, mapModuleFilter(query, processOf), {
    filters: {
      ...requestFilters,
      starterName: { column: 'i.starterName', type: 'string' },
      createTime: { column: 't.createdAt', type: 'date' },
    },
    sorts: { createTime: 't.createdAt' },
    defaultSort: { column: 't.createdAt', order: 'DESC' },
  });
}

/** A request of these processes, by id, in the tenant, with its standing. */
export function requestById(db: Db, tenantId: string, processKeys: readonly string[], id: string) {
  return requestsOf(db, tenantId, processKeys)
    .selectAll('i')
    .select(STANDING)
    .where('i.id', '=', id)
    .executeTakeFirst() as Promise<RequestInstance | undefined>;
}

/**
 * Submitted requests of some modules by the students in a charge (drafts stay their author's
 * business). Driven from the standing rows (tenant, module), so a college's query reads its
 * modules' requests, not every instance of the school.
 */
export function inChargeOf(db: Db, tenantId: string, moduleKeys: readonly string[], charge: Charge) {
  return db
    .selectFrom('affairRequest as r')
    .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
    .leftJoin('affairBatch as b', 'b.id', 'r.batchId')
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.tenantId', '=', 'r.tenantId').onRef('m.userId', '=', 'r.studentId'),
    )
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .where('r.tenantId', '=', tenantId)
    .where('r.moduleKey', 'in', moduleKeys.length ? moduleKeys : ['-'])
    .where('i.status', '<>', 'draft')
    .where(inCharge(charge, 'o.path'));
}

/** How many requests are in each workflow state: the caller's own, or those of their charge. */
export function statusCounts(
  db: Db,
  tenantId: string,
  module: { processKey: string; key: string },
  whose: { starterId: string } | { charge: Charge },
) {
  const query =
    'starterId' in whose
      ? requestsOf(db, tenantId, [module.processKey]).where('i.starterId', '=', whose.starterId)
      : inChargeOf(db, tenantId, [module.key], whose.charge);
  const status = statusCase(Date.now());
  return query
    .select([status.as('status'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(status)
    .execute();
}

export { STANDING, requestFilters };
