import { HttpState, parseFilterKey, type FilterOp, type ListQuery, type ListReply } from '@campus/contract';
import {
  sql,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type StringReference,
} from 'kysely';
import { keywordPattern, likeEscaped } from '../db/like.js';
import { QueryShapes, type ShapeArgument } from '../db/query-shapes.js';
import { AppError } from './errors.js';

/**
 * Turns a list body (IBPS-API.md §0) into SQL safely: a list declares which filter columns and
 * sort fields it accepts and the SQL column each maps to; anything else is refused with a 400
 * naming the key. Column names never come from the request.
 */
export type FilterType = 'string' | 'number' | 'date';

/**
 * C is the columns the list's query can name: `runList` takes them as the table types spell them
 * ('i.createdAt'; the database's snake_case comes from db/camel-case.ts), so a column the
 * joined tables lack is a type error where the list is run.
 */
export interface FilterSpec<C extends string = string> {
  /** Qualified column, e.g. 'i.subject'. */
  column: C;
  type: FilterType;
  /** Allowed operators; defaults by type. */
  ops?: FilterOp[];
}

export interface ListSpec<C extends string = string> {
  /** Keyed by the column name used in `Q^column^OP` keys. */
  filters: Record<string, FilterSpec<C>>;
  /** Sort field name -> qualified column. */
  sorts: Record<string, C>;
  /**
   * The order when the request names none, and after the ones it names; `then`, a unique column,
   * breaks its ties, so that consecutive pages neither repeat nor skip a row where the sort column
   * repeats (the tasks one command makes share their creation time).
   */
  defaultSort: { column: C; order: 'ASC' | 'DESC'; then?: C };
}

/** The columns a list over a query of tables TB may name. */
export type ListColumn<DB, TB extends keyof DB> = StringReference<DB, TB>;

/** A list's spec with its column names kept as written, for `runList` to check against its query. */
export const listSpec = <C extends string>(spec: ListSpec<C>): ListSpec<C> => spec;

/** Filters several lists share, their column names kept as written. */
export const listFilters = <C extends string>(
  filters: Record<string, FilterSpec<C>>,
): Record<string, FilterSpec<C>> => filters;

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

/**
 * Case-insensitive LIKE that behaves the same on SQLite and PostgreSQL. The database lowers the
 * value too (not JavaScript), so both sides follow the same rule for letters beyond ASCII.
 */
const like = (col: Expression<unknown>, pattern: string) =>
  likeEscaped(sql`lower(${col})`, sql`lower(${pattern})`);

/** `column op value`: built as SQL because the column is known only by name here. */
const compare = (col: Expression<unknown>, op: '=' | '<>' | '>=' | '<=', value: string | number) =>
  sql<SqlBool>`${col} ${sql.raw(op)} ${value}`;

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

/** Whether any filter of the body has a value (an empty value filters nothing). */
const hasFilterValues = (query: ListQuery) => query.parameters.some((p) => p.value !== '');

export function applyFilters<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  spec: ListSpec<ListColumn<DB, TB>>,
): SelectQueryBuilder<DB, TB, O> {
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
        out = out.where(compare(col, '=', op === 'N' ? num(value) : typed(value)));
        break;
      case 'SN':
        out = out.where(compare(col, '<>', typed(value)));
        break;
      case 'SL':
        out = out.where(like(col, keywordPattern(value)));
        break;
      case 'SLL':
        out = out.where(like(col, keywordPattern(value, 'start')));
        break;
      case 'SLR':
        out = out.where(like(col, keywordPattern(value, 'end')));
        break;
      case 'SIN': {
        const items = value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
          .map(typed);
        if (items.length === 0) break;
        out = out.where(sql<SqlBool>`${col} in (${sql.join(items)})`);
        break;
      }
      case 'NL':
        out = out.where(compare(col, '>=', num(value)));
        break;
      case 'NG':
        out = out.where(compare(col, '<=', num(value)));
        break;
      case 'DL':
      case 'DG': {
        const ms = toMillis(value, op === 'DG');
        if (ms === undefined) refuseFilter(key);
        out = out.where(compare(col, op === 'DL' ? '>=' : '<=', ms!));
        break;
      }
    }
  }
  return out;
}

export function applySorts<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  spec: ListSpec<ListColumn<DB, TB>>,
): SelectQueryBuilder<DB, TB, O> {
  let out = qb;
  for (const { field, order } of query.sorts) {
    const column = own(spec.sorts, field);
    if (!column) throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidSort', params: { field } });
    out = out.orderBy(sql.ref(column), order === 'ASC' ? 'asc' : 'desc');
  }
  const { column, order, then } = spec.defaultSort;
  out = out.orderBy(sql.ref(column), order === 'ASC' ? 'asc' : 'desc');
  return then ? out.orderBy(sql.ref(then), order === 'ASC' ? 'asc' : 'desc') : out;
}

/** The `total` column of a list's count. */
export const countAll = sql<number | string>`count(*)`.as('total');

/** A query whose one row is a list's count (`total`), over whatever tables it reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any FROM: only the row's shape matters here
export type CountQuery = SelectQueryBuilder<any, any, { total: number | string }>;

/**
 * The count and the page of a list: built (a bad filter or sort refused) before either runs.
 * `total`, when given, counts the base's rows more cheaply than the base can (the pending list:
 * its branches alone, without joining the tasks); it is used when the query filters nothing.
 */
function listQueries<DB, TB extends keyof DB, O, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  select: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  query: ListQuery,
  spec: ListSpec<ListColumn<DB, TB>>,
  total?: CountQuery,
) {
  const filtered = applyFilters(base, query, spec);
  const { pageNo, limit } = query.requestPage;
  // The base selects nothing (above), so the row is the count alone: a generic O hides that from the type.
  const counted: CountQuery =
    total && !hasFilterValues(query)
      ? total
      : filtered.select(countAll).$castTo<{ total: number | string }>();
  const paged = applySorts(select(filtered), query, spec)
    .limit(limit)
    .offset((pageNo - 1) * limit);
  return { counted, paged };
}

function listReply<Row>(query: ListQuery, total: number | string | undefined, rows: Row[]): ListReply<Row> {
  const { pageNo, limit } = query.requestPage;
  return { dataResult: rows, pageResult: { page: pageNo, limit, totalCount: Number(total ?? 0) } };
}

/**
 * Runs a list: `base` has the FROM, joins and the scope (tenant, user) but no selection;
 * `select` adds the row's columns. Returns the IBPS list reply.
 */
export async function runList<DB, TB extends keyof DB, O, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  select: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  query: ListQuery,
  spec: ListSpec<ListColumn<DB, TB>>,
): Promise<ListReply<Row>> {
  // Both queries are built (a bad sort refused) before either runs: a refusal after the count had
  // started left it running with nobody to await it, its failure an unhandled rejection.
  const { counted, paged } = listQueries(base, select, query, spec);
  const [countRow, rows] = await Promise.all([counted.executeTakeFirst(), paged.execute()]);
  return listReply(query, countRow?.total, rows);
}

/** The compiled count and page queries of one hot list (`runShapedList`), kept per shape. */
export interface ListShapes<A extends readonly ShapeArgument[]> {
  count: QueryShapes<A>;
  page: QueryShapes<A>;
}

export function listShapes<A extends readonly ShapeArgument[]>(): ListShapes<A> {
  return { count: new QueryShapes<A>(), page: new QueryShapes<A>() };
}

/**
 * `runList` for a list every screen opens (the pending list): the base is built by `build` from
 * the caller's arguments (tenant, user, time), so the count and page queries are compiled once
 * per shape (db/query-shapes.ts) and only their parameters change from call to call. `shape`
 * names what else the builder's SQL depends on (e.g. which ways a split list narrows to); the
 * page and sorts are in the key. A body with filter values is built as usual: its values would
 * make each key new (a search typed letter by letter), and a miss costs two builds more.
 */
export async function runShapedList<A extends readonly ShapeArgument[], DB, TB extends keyof DB, O, Row>(
  db: Pick<Kysely<unknown>, 'getExecutor' | 'executeQuery'>,
  shapes: ListShapes<A>,
  shape: string,
  args: NoInfer<A>,
  build: (...args: A) => {
    base: SelectQueryBuilder<DB, TB, O>;
    select: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>;
    /** The count of the base's rows without a filter, when cheaper than the base's (listQueries). */
    total?: CountQuery;
  },
  query: ListQuery,
  spec: ListSpec<ListColumn<DB, TB>>,
): Promise<ListReply<Row>> {
  if (hasFilterValues(query)) {
    const { base, select } = build(...args);
    return runList(base, select, query, spec);
  }
  const key = JSON.stringify([shape, query.sorts, query.requestPage]);
  const queriesOf = (...a: A) => {
    const { base, select, total } = build(...a);
    return listQueries(base, select, query, spec, total);
  };
  const counted = shapes.count.compile(db, key, args, (...a) => queriesOf(...a).counted);
  const paged = shapes.page.compile(db, key, args, (...a) => queriesOf(...a).paged);
  const [count, page] = await Promise.all([db.executeQuery(counted), db.executeQuery(paged)]);
  return listReply(query, count.rows[0]?.total, page.rows);
}
