import { sql, type Kysely, type Selectable, type SelectExpression } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The columns of a table that a lookup matches exactly, each with the value it must equal. */
export type RowMatch<T extends keyof DB> = { readonly [C in keyof Selectable<DB[T]>]?: Selectable<DB[T]>[C] };

/** A column of a table, by name. */
export type ColumnOf<T extends keyof DB> = keyof Selectable<DB[T]> & string;

/**
 * The rows of a table whose columns equal the given values: the lookup every group repository
 * wrote as `selectFrom(...).selectAll().where(a, '=', x).where(b, '=', y)`. Each entry becomes one
 * `=` condition in the order given, so the statement (and its cached plan) is the one the
 * hand-written chains sent; an entry whose value is `undefined` is refused rather than dropped, so
 * a missing id never widens the lookup to every row.
 */
function fromMatching<T extends keyof DB & string>(db: Kysely<DB>, table: T, match: RowMatch<T>) {
  let query = db.selectFrom(table as keyof DB);
  for (const [column, value] of Object.entries(match)) {
    if (value === undefined) throw new Error(`rowWhere: ${table}.${column} has no value`);
    query = query.where(sql.ref(column), '=', value);
  }
  return query;
}

/** Every column of the rows matching, as a query (tests compile it). */
export function selectMatching<T extends keyof DB & string>(db: Kysely<DB>, table: T, match: RowMatch<T>) {
  return fromMatching(db, table, match).selectAll();
}

/** Some columns of the rows matching, as a query: `select "a", "b"`, as `.select(['a', 'b'])` wrote it. */
export function pickMatching<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  columns: readonly ColumnOf<T>[],
  match: RowMatch<T>,
) {
  // The table is known only as a name here: its columns are checked by ColumnOf at the call.
  return fromMatching(db, table, match).select(columns as readonly SelectExpression<DB, keyof DB>[]);
}

/** The one row of a table whose columns equal the given values, or undefined. */
export function rowWhere<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  match: RowMatch<T>,
): Promise<Selectable<DB[T]> | undefined> {
  return selectMatching(db, table, match).executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;
}

/** Every row of a table whose columns equal the given values, in the database's order. */
export function rowsWhere<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  match: RowMatch<T>,
): Promise<Selectable<DB[T]>[]> {
  return selectMatching(db, table, match).execute() as Promise<Selectable<DB[T]>[]>;
}

/** The given columns of the one row whose columns equal the given values, or undefined. */
export function pickRow<T extends keyof DB & string, C extends ColumnOf<T>>(
  db: Kysely<DB>,
  table: T,
  columns: readonly C[],
  match: RowMatch<T>,
): Promise<Pick<Selectable<DB[T]>, C> | undefined> {
  return pickMatching(db, table, columns, match).executeTakeFirst() as Promise<
    Pick<Selectable<DB[T]>, C> | undefined
  >;
}

/** The given columns of every row whose columns equal the given values, in the database's order. */
export function pickRows<T extends keyof DB & string, C extends ColumnOf<T>>(
  db: Kysely<DB>,
  table: T,
  columns: readonly C[],
  match: RowMatch<T>,
): Promise<Pick<Selectable<DB[T]>, C>[]> {
  // The rows of a table known only by name: unknown to the compiler, checked by the columns' type.
  return pickMatching(db, table, columns, match).execute() as unknown as Promise<
    Pick<Selectable<DB[T]>, C>[]
  >;
}
