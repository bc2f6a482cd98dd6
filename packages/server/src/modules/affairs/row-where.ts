import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The columns of a table that a lookup matches exactly, each with the value it must equal. */
export type RowMatch<T extends keyof DB> = { readonly [C in keyof Selectable<DB[T]>]?: Selectable<DB[T]>[C] };

/**
 * The rows of a table whose columns equal the given values: the lookup every group repository
 * wrote as `selectFrom(...).selectAll().where(a, '=', x).where(b, '=', y)`. Each entry becomes one
 * `=` condition in the order given, so the statement (and its cached plan) is the one the
 * hand-written chains sent; an entry whose value is `undefined` is refused rather than dropped, so
 * a missing id never widens the lookup to every row.
 */
export function selectMatching<T extends keyof DB & string>(db: Kysely<DB>, table: T, match: RowMatch<T>) {
  let query = db.selectFrom(table as keyof DB).selectAll();
  for (const [column, value] of Object.entries(match)) {
    if (value === undefined) throw new Error(`rowWhere: ${table}.${column} has no value`);
    query = query.where(sql.ref(column), '=', value);
  }
  return query;
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
