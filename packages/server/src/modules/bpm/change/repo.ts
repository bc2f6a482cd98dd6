import type { ListQuery, ListReply } from '@campus/contract';
import type { AgentRow, ChangeRow } from '@campus/contract/api/bpm/change';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { listSpec, runList } from '../../../http/list-query.js';
import { textFilters } from '../../../http/text-filters.js';
import type { Db, Owner } from '../shared/repo.js';

/** Task changes (transfer, proxy) and standing delegations. */

/** A change is running while its task is open and nobody withdrew it; then finished or cancelled. */
const changeStatus = sql<'running' | 'finish' | 'cancel'>`case
  when ${sql.ref('ch.status')} = 'cancel' then 'cancel'
  when ${sql.ref('ch.status')} = 'finish' or ${sql.ref('t.status')} <> 'pending' then 'finish'
  else 'running' end`;

function changes(db: Db, tenantId: string) {
  return db
    .selectFrom('bpmTaskChange as ch')
    .innerJoin('bpmTask as t', 't.id', 'ch.taskId')
    .where('ch.tenantId', '=', tenantId);
}

const changeColumns = (qb: ReturnType<typeof changes>) =>
  qb.select([
    'ch.id',
    'ch.taskId',
    'ch.instanceId',
    't.subject as taskSubject',
    't.name as taskName',
    'ch.changeType',
    changeStatus.as('status'),
    'ch.ownerId',
    'ch.ownerName',
    'ch.executorId',
    'ch.executorName',
    'ch.comment',
    'ch.createdAt as createTime',
    'ch.updatedAt as updateTime',
  ]);

/** The rows are the replies (contract api/bpm/change.ts). */
export type { AgentRow, ChangeRow } from '@campus/contract/api/bpm/change';

/** Changes the user made or received. */
export function changeList(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
): Promise<ListReply<ChangeRow>> {
  const base = changes(db, tenantId).where((eb) =>
    eb.or([eb('ch.ownerId', '=', userId), eb('ch.executorId', '=', userId)]),
  );
  const spec = listSpec({
    filters: textFilters({
      changeType: 'ch.changeType',
      taskSubject: 't.subject',
      ownerId: 'ch.ownerId',
      executorId: 'ch.executorId',
    }),
    sorts: { createTime: 'ch.createdAt' },
    defaultSort: { column: 'ch.createdAt', order: 'DESC' },
  });
  return runList(base, changeColumns, query, spec);
}

export async function changeById(db: Db, tenantId: string, id: string): Promise<ChangeRow | undefined> {
  return (await changeColumns(changes(db, tenantId).where('ch.id', '=', id)).executeTakeFirst()) as
    ChangeRow | undefined;
}

/** A new change supersedes the running ones of its task. */
export async function finishRunningChanges(db: Db, taskId: string, now: number): Promise<void> {
  await db
    .updateTable('bpmTaskChange')
    .set({ status: 'finish', updatedAt: now })
    .where('taskId', '=', taskId)
    .where('status', '=', 'running')
    .execute();
}

export async function insertChange(db: Db, row: Insertable<DB['bpmTaskChange']>): Promise<void> {
  await db.insertInto('bpmTaskChange').values(row).execute();
}

export async function setChangeStatus(
  db: Db,
  id: string,
  status: 'cancel' | 'finish',
  now: number,
): Promise<void> {
  await db.updateTable('bpmTaskChange').set({ status, updatedAt: now }).where('id', '=', id).execute();
}

// ----- standing delegations -----

const agentColumns = [
  'a.id',
  'a.title',
  'a.delegatorId',
  'a.delegatorName',
  'a.agenterId',
  'a.agenterName',
  'a.agentType',
  'a.defKey as procDefKey',
  'a.startDate',
  'a.endDate',
  'a.isEnabled',
  'a.createdAt as createTime',
] as const;

/** Delegations the user gave or received. */
export function agentList(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
): Promise<ListReply<AgentRow>> {
  const base = db
    .selectFrom('bpmAgent as a')
    .where('a.tenantId', '=', tenantId)
    .where((eb) => eb.or([eb('a.delegatorId', '=', userId), eb('a.agenterId', '=', userId)]));
  const spec = listSpec({
    filters: textFilters({
      title: 'a.title',
      delegatorId: 'a.delegatorId',
      agenterId: 'a.agenterId',
      isEnabled: 'a.isEnabled',
    }),
    sorts: { createTime: 'a.createdAt', startDate: 'a.startDate' },
    defaultSort: { column: 'a.createdAt', order: 'DESC' },
  });
  return runList(base, (qb) => qb.select(agentColumns), query, spec);
}

export function agentById(db: Db, tenantId: string, id: string): Promise<AgentRow | undefined> {
  return db
    .selectFrom('bpmAgent as a')
    .select(agentColumns)
    .where('a.tenantId', '=', tenantId)
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/**
 * Another enabled delegation of the delegator's over an overlapping period and scope ('all'
 * overlaps everything; two 'part's only on the same process).
 */
export function overlappingAgent(
  db: Db,
  tenantId: string,
  agent: {
    id: string | null;
    delegatorId: string;
    agentType: 'all' | 'part';
    defKey: string | null;
    startDate: number;
    endDate: number;
  },
) {
  let query = db
    .selectFrom('bpmAgent')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('delegatorId', '=', agent.delegatorId)
    .where('isEnabled', '=', 'Y')
    .where('startDate', '<=', agent.endDate)
    .where('endDate', '>=', agent.startDate);
  if (agent.id) query = query.where('id', '<>', agent.id);
  if (agent.agentType === 'part')
    query = query.where((eb) => eb.or([eb('agentType', '=', 'all'), eb('defKey', '=', agent.defKey)]));
  return query.executeTakeFirst();
}

export async function insertAgent(db: Db, row: Insertable<DB['bpmAgent']>): Promise<void> {
  await db.insertInto('bpmAgent').values(row).execute();
}

export async function updateAgent(db: Db, id: string, patch: Updateable<DB['bpmAgent']>): Promise<void> {
  await db.updateTable('bpmAgent').set(patch).where('id', '=', id).execute();
}

export async function deleteAgents(
  db: Db,
  tenantId: string,
  delegatorId: string,
  ids: readonly string[],
): Promise<number> {
  const result = await db
    .deleteFrom('bpmAgent')
    .where('tenantId', '=', tenantId)
    .where('delegatorId', '=', delegatorId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
