import { HttpState, parseFilterKey, type FilterOp, type ListQuery, type ListReply } from '@campus/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import { escapeLike } from '../db/like.js';
import { AppError } from './errors.js';

/**
 * Turns a list body (IBPS-API.md §0) into SQL safely: a list declares which filter columns and
 * sort fields it accepts and the SQL column each maps to; anything else is refused with a 400
 * naming the key. Column names never come from the request.
 */
export type FilterType = 'string' | 'number' | 'date';

export interface FilterSpec {
  /** Qualified SQL column, e.g. 'instance.subject' (snake_case as in the database). */
  column: string;
  type: FilterType;
  /** Allowed operators; defaults by type. */
  ops?: FilterOp[];
}

export interface ListSpec {
  /** Keyed by the column name used in `Q^column^OP` keys. */
  filters: Record<string, FilterSpec>;
  /** Sort field name -> qualified SQL column. */
  sorts: Record<string, string>;
  defaultSort: { column: string; order: 'ASC' | 'DESC' };
}

/** The operators a filter of each type accepts unless its list narrows them. */
export const DEFAULT_OPS: Record<FilterType, FilterOp[]> = {
  string: ['S', 'SN', 'SL', 'SLL', 'SLR', 'SIN'],
  number: ['N', 'NL', 'NG', 'S', 'SIN'],
  date: ['DL', 'DG'],
};

/**
 * The longest value one filter takes (one item of a `SIN` list): longer text is no search a
 * person types, and SQLite refuses LIKE patterns past 50,000 bytes with an error.
 */
export const MAX_FILTER_VALUE = 200;
/** The most items a `SIN` filter takes. */
export const MAX_FILTER_ITEMS = 500;

/** Case-insensitive LIKE that behaves the same on SQLite and PostgreSQL. */
const like = (col: ReturnType<typeof sql.ref>, pattern: string) =>
  sql<boolean>`lower(${col}) like lower(${pattern}) escape '\\'`;

/** Epoch ms from `yyyy-MM-dd[ HH:mm[:ss]]` (Asia/Shanghai wall time) or a number of ms. */
function toMillis(value: string, endOfDay: boolean): number | undefined {
  if (/^\d{10,}$/.test(value)) return Number(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m;
  const hasTime = h !== undefined;
  const utc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    hasTime ? Number(h) : 0,
    hasTime ? Number(mi) : 0,
    s ? Number(s) : 0,
  );
  const shanghai = utc - 8 * 3600 * 1000;
  return !hasTime && endOfDay ? shanghai + 24 * 3600 * 1000 - 1 : shanghai;
}

/**
 * A list's own entry for a name from the request: `Q^constructor^S` or a sort on `__proto__`
 * must find nothing, not a member every object inherits.
 */
const own = <T>(entries: Record<string, T>, name: string): T | undefined =>
  Object.hasOwn(entries, name) ? entries[name] : undefined;

const refuseFilter = (key: string): never => {
  throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidFilter', params: { key } });
};

const tooLong = (key: string): never => {
  throw new AppError(HttpState.BAD_REQUEST, {
    key: 'error.filterTooLong',
    params: { key, max: MAX_FILTER_VALUE, items: MAX_FILTER_ITEMS },
  });
};

/**
 * Refuses over-long filter values (state 400 naming the key) before any of them reaches SQL:
 * every value of the body, whether or not the list knows its key.
 */
export function checkFilterValues(query: ListQuery): void {
  for (const { key, value } of query.parameters) {
    if (value.length <= MAX_FILTER_VALUE) continue;
    const items = parseFilterKey(key)?.op === 'SIN' ? value.split(',') : [value];
    if (items.length > MAX_FILTER_ITEMS || items.some((item) => item.trim().length > MAX_FILTER_VALUE))
      tooLong(key);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list helper works over any table
type AnyQuery = SelectQueryBuilder<any, any, any>;

export function applyFilters<Q extends AnyQuery>(qb: Q, query: ListQuery, spec: ListSpec): Q {
  checkFilterValues(query);
  let out = qb;
  for (const { key, value } of query.parameters) {
    if (value === '') continue;
    const parsed = parseFilterKey(key);
    if (!parsed) refuseFilter(key);
    const filter = own(spec.filters, parsed!.column);
    if (!filter) refuseFilter(key);
    const { op } = parsed!;
    if (!(filter!.ops ?? DEFAULT_OPS[filter!.type]).includes(op)) refuseFilter(key);
    const col = sql.ref(filter!.column);
    const num = (v: string) => {
      const n = Number(v);
      return Number.isFinite(n) ? n : refuseFilter(key);
    };
    const typed = (v: string) => (filter!.type === 'number' ? num(v) : v);
    switch (op) {
      case 'S':
      case 'N':
        out = out.where(col, '=', op === 'N' ? num(value) : typed(value)) as Q;
        break;
      case 'SN':
        out = out.where(col, '<>', typed(value)) as Q;
        break;
      case 'SL':
        out = out.where(like(col, `%${escapeLike(value)}%`)) as Q;
        break;
      case 'SLL':
        out = out.where(like(col, `${escapeLike(value)}%`)) as Q;
        break;
      case 'SLR':
        out = out.where(like(col, `%${escapeLike(value)}`)) as Q;
        break;
      case 'SIN': {
        const items = value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
          .map(typed);
        if (items.length === 0) break;
        out = out.where(col, 'in', items) as Q;
        break;
      }
      case 'NL':
        out = out.where(col, '>=', num(value)) as Q;
        break;
      case 'NG':
        out = out.where(col, '<=', num(value)) as Q;
        break;
      case 'DL':
      case 'DG': {
        const ms = toMillis(value, op === 'DG');
        if (ms === undefined) refuseFilter(key);
        out = out.where(col, op === 'DL' ? '>=' : '<=', ms!) as Q;
        break;
      }
    }
  }
  return out;
}

export function applySorts<Q extends AnyQuery>(qb: Q, query: ListQuery, spec: ListSpec): Q {
  let out = qb;
  for (const { field, order } of query.sorts) {
    const column = own(spec.sorts, field);
    if (!column) throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidSort', params: { field } });
    out = out.orderBy(sql.ref(column), order === 'ASC' ? 'asc' : 'desc') as Q;
  }
  out = out.orderBy(sql.ref(spec.defaultSort.column), spec.defaultSort.order === 'ASC' ? 'asc' : 'desc') as Q;
  return out;
}

/**
 * Runs a list: `base` has the FROM, joins and the scope (tenant, user) but no selection;
 * `select` adds the row's columns. Returns the IBPS list reply.
 */
export async function runList<Row>(
  base: AnyQuery,
  select: (qb: AnyQuery) => AnyQuery,
  query: ListQuery,
  spec: ListSpec,
): Promise<ListReply<Row>> {
  const filtered = applyFilters(base, query, spec);
  const { pageNo, limit } = query.requestPage;
  // Both queries are built (a bad sort refused) before either runs: a refusal after the count had
  // started left it running with nobody to await it, its failure an unhandled rejection.
  const counted = filtered.select(sql<number>`count(*)`.as('total'));
  const paged = applySorts(select(filtered), query, spec)
    .limit(limit)
    .offset((pageNo - 1) * limit);
  const [countRow, rows] = await Promise.all([
    counted.executeTakeFirst() as Promise<{ total: number | string } | undefined>,
    paged.execute() as Promise<Row[]>,
  ]);
  return {
    dataResult: rows,
    pageResult: { page: pageNo, limit, totalCount: Number(countRow?.total ?? 0) },
  };
}
