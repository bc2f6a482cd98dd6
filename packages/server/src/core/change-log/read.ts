import {
  CHANGE_ACTIONS,
  CHANGE_KINDS,
  type ChangeAction,
  type ChangeFilter,
  type ChangeKind,
  type ChangeRow,
} from '@campus/contract/api/affairs/change-log';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { keywordFilter } from '../../db/like.js';
import type { ChangeLogTable, DB } from '../../db/schema.js';

/**
 * Reading the change log, always within one school. This is the log's whole repository beside
 * record.ts: it selects and nothing else (no update, no delete exists to call).
 */

type LogQuery = SelectQueryBuilder<DB, 'changeLog', object>;

function filtered(db: Kysely<DB>, tenantId: string, filter: ChangeFilter): LogQuery {
  let query = db.selectFrom('changeLog').where('tenantId', '=', tenantId);
  if (filter.kind) query = query.where('objectKind', '=', filter.kind);
  if (filter.objectId) query = query.where('objectId', '=', filter.objectId);
  if (filter.actorId) query = query.where('actorId', '=', filter.actorId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<=', filter.to);
  const { keyword } = filter;
  if (keyword)
    query = query.where((eb) =>
      keywordFilter(eb, ['objectLabel', 'actorName'], keyword, { ignoreCase: true }),
    );
  return query;
}

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

/** A stored entry as the API sends it: the changed fields side by side. */
export function toChangeRow(row: ChangeLogTable): ChangeRow {
  const before = parse(row.before);
  const after = parse(row.after);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    id: row.id,
    at: Number(row.at),
    actorId: row.actorId,
    actorName: row.actorName,
    ip: row.ip,
    client: row.client,
    kind: (CHANGE_KINDS as readonly string[]).includes(row.objectKind)
      ? (row.objectKind as ChangeKind)
      : 'setting',
    objectId: row.objectId,
    objectLabel: row.objectLabel,
    action: (CHANGE_ACTIONS as readonly string[]).includes(row.action)
      ? (row.action as ChangeAction)
      : 'update',
    fields: names.map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null })),
  };
}

/** One page of a school's entries, newest first, and how many match. */
export async function changePage(
  db: Kysely<DB>,
  tenantId: string,
  filter: ChangeFilter,
  page: { pageNo: number; limit: number },
): Promise<{ rows: ChangeRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, tenantId, filter)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset((page.pageNo - 1) * page.limit)
      .execute(),
    filtered(db, tenantId, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toChangeRow), total: Number(count.n) };
}

/** At most `max` of a school's entries, newest first (the export). */
export async function changesUpTo(
  db: Kysely<DB>,
  tenantId: string,
  filter: ChangeFilter,
  max: number,
): Promise<ChangeRow[]> {
  const rows = await filtered(db, tenantId, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(max)
    .execute();
  return rows.map(toChangeRow);
}
