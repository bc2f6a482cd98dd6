import type { ListQuery, ListReply } from '@campus/contract';
import type { DraftRow, ProcessRow as ProcessReply } from '@campus/contract/api/bpm/initiated';
import { sql, type ExpressionBuilder } from 'kysely';
import type { BpmDefinitionTable, DB } from '../../../db/schema.js';
import { listSpec, runList } from '../../../http/list-query.js';
import { textFilters } from '../../../http/text-filters.js';
import type { Db, Owner } from '../shared/repo.js';

/** The starter's side: the process catalogue, favourites, drafts and their own requests. */

const processListSpec = listSpec({
  filters: textFilters({ name_: 'd.name', key_: 'd.key', TYPE_ID_: 'd.typeId' }),
  sorts: { createTime: 'd.createdAt', name: 'd.name' },
  defaultSort: { column: 'd.name', order: 'ASC' },
});

/** A catalogue row as its reply declares it (contract api/bpm/initiated.ts), before it is read in a language. */
export interface ProcessRow extends ProcessReply {
  /** The description and the category's name in every language (JSON), where the app wrote them. */
  descriptions: string | null;
  typeNames: string | null;
}

function processBase(db: Db, tenantId: string) {
  return db
    .selectFrom('bpmDefinition as d')
    .leftJoin('catType as c', 'c.id', 'd.typeId')
    .where('d.tenantId', '=', tenantId)
    .where('d.isMain', '=', 'Y')
    .where('d.status', '=', 'deploy');
}

/** The catalogue row's process (d) is among the user's favourites. */
function favoritedBy(eb: ExpressionBuilder<DB & { d: BpmDefinitionTable }, 'd'>, userId: string) {
  return eb.exists(
    eb
      .selectFrom('bpmFavorite as f')
      .select('f.defKey')
      .whereRef('f.tenantId', '=', 'd.tenantId')
      .whereRef('f.defKey', '=', 'd.key')
      .where('f.userId', '=', userId),
  );
}

function processColumns(userId: string) {
  return (qb: ReturnType<typeof processBase>) =>
    qb.select((eb) => [
      'd.id',
      'd.key',
      'd.name',
      'd.description',
      'd.descriptions',
      'd.createdAt as createTime',
      'd.typeId',
      'c.name as typeName',
      'c.names as typeNames',
      'd.status',
      'd.version',
      eb.case().when(favoritedBy(eb, userId)).then('Y').else('N').end().$castTo<'Y' | 'N'>().as('favorites'),
    ]);
}

/** New process list: the newest deployed version of every process the catalogue offers. */
export function newProcesses(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
): Promise<ListReply<ProcessRow>> {
  const listed = processBase(db, tenantId).where('d.listed', '=', 'Y');
  return runList(listed, processColumns(userId), query, processListSpec);
}

export function favoritedProcesses(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
): Promise<ListReply<ProcessRow>> {
  const base = processBase(db, tenantId).where((eb) => favoritedBy(eb, userId));
  return runList(base, processColumns(userId), query, processListSpec);
}

export async function definitionKeys(db: Db, tenantId: string, defIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('bpmDefinition')
    .select('key')
    .distinct()
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...defIds])
    .execute();
  return rows.map((r) => r.key);
}

export async function addFavorites(
  db: Db,
  tenantId: string,
  userId: string,
  keys: readonly string[],
  now: number,
) {
  if (keys.length === 0) return;
  await db
    .insertInto('bpmFavorite')
    .values(keys.map((defKey) => ({ tenantId, userId, defKey, createdAt: now })))
    .onConflict((oc) => oc.columns(['tenantId', 'userId', 'defKey']).doNothing())
    .execute();
}

export async function removeFavorites(db: Db, tenantId: string, userId: string, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .deleteFrom('bpmFavorite')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('defKey', 'in', [...keys])
    .execute();
}

// ----- the starter's requests -----

const requestSpec = listSpec({
  filters: {
    ...textFilters({
      subject_: 'i.subject',
      procDefName: 'i.defName',
      procDefKey: 'i.defKey',
      TYPE_ID_: 'i.typeId',
      status_: 'i.status',
    }),
    create_time_: { column: 'i.createdAt', type: 'date' },
  },
  sorts: { createTime: 'i.createdAt', subject: 'i.subject', endTime: 'i.endedAt' },
  defaultSort: { column: 'i.createdAt', order: 'DESC' },
});

/** A request row as its reply declares it (contract api/bpm/initiated.ts), before it is read in a language. */
export interface RequestRow extends DraftRow {
  /** For engine/reader-rows.ts: the subject's other languages and the process version. */
  subjects: string | null;
  procDefVersion: number;
}

function requestBase(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('bpmInstance as i')
    .where('i.tenantId', '=', tenantId)
    .where('i.starterId', '=', userId);
}

const requestColumns = (qb: ReturnType<typeof requestBase>) =>
  qb.select([
    'i.id',
    'i.subject',
    'i.subjects',
    'i.defVersion as procDefVersion',
    'i.defId as procDefId',
    'i.defKey as procDefKey',
    'i.defName as procDefName',
    'i.typeId',
    'i.createdAt as createTime',
    'i.startedAt as startTime',
    'i.endedAt as endTime',
    'i.status',
    'i.result',
    sql<
      'Y' | 'N'
    >`case when ${sql.ref('i.status')} = 'running' and ${sql.ref('i.version')} = ${sql.ref('i.submitVersion')} then 'Y' else 'N' end`.as(
      'revocable',
    ),
  ]);

/** A page of the starter's requests that `base` narrows. */
const requestPage = (
  base: ReturnType<typeof requestBase>,
  query: ListQuery,
): Promise<ListReply<RequestRow>> => runList(base, requestColumns, query, requestSpec);

export function drafts(db: Db, { tenantId, userId }: Owner, query: ListQuery) {
  return requestPage(requestBase(db, tenantId, userId).where('i.status', '=', 'draft'), query);
}

/** My requests: everything I submitted (not drafts). */
export function requested(db: Db, { tenantId, userId }: Owner, query: ListQuery) {
  return requestPage(requestBase(db, tenantId, userId).where('i.status', '<>', 'draft'), query);
}

/** My finished requests. */
export function completed(db: Db, { tenantId, userId }: Owner, query: ListQuery) {
  return requestPage(requestBase(db, tenantId, userId).where('i.status', 'in', ['end', 'manualend']), query);
}

/** Deletes the user's drafts and everything that hangs off them; returns how many went. */
export async function deleteDrafts(
  db: Db,
  tenantId: string,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  const owned = await db
    .selectFrom('bpmInstance')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('starterId', '=', userId)
    .where('status', '=', 'draft')
    .where('id', 'in', [...ids])
    .execute();
  const instanceIds = owned.map((o) => o.id);
  if (instanceIds.length === 0) return 0;
  const tasks = db.selectFrom('bpmTask').select('id').where('instanceId', 'in', instanceIds);
  await db.deleteFrom('bpmTaskCandidate').where('taskId', 'in', tasks).execute();
  await db.deleteFrom('bpmTaskChange').where('instanceId', 'in', instanceIds).execute();
  for (const table of ['bpmTask', 'bpmHistory', 'bpmCopyTo', 'bpmExecution'] as const) {
    await db.deleteFrom(table).where('instanceId', 'in', instanceIds).execute();
  }
  await db.deleteFrom('bpmInstance').where('id', 'in', instanceIds).execute();
  return instanceIds.length;
}
