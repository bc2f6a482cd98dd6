import { CompiledQuery, type Compilable, type Insertable, type Kysely } from 'kysely';
import { camelName } from '../../db/camel-case.js';
import { nameStatement } from '../../db/named-statements.js';
import type { DB } from '../../db/schema.js';
import { deferWrite, type Write, type WriteKind } from './deferred.js';

/**
 * The engine's hot statements, built once (issue 33). Building a query with Kysely and passing it
 * through the camel-case plugin (which rewrites every identifier of the query, then every key of
 * every row) costs several times what SQLite spends running it; the engine sends the same few
 * statements for every command. So each is built and compiled by Kysely once per database (the
 * dialect's SQL, with db/camel-case.ts's snake_case names), with markers where the values go, and later
 * calls send that SQL with their own values straight to the command's connection. Rows come back
 * in snake_case and are renamed by a list of names worked out once per statement.
 *
 * Statements run on the connection of the `db` given (the command's transaction), below Kysely's
 * plugins: the database's query log still sees them (it is the driver's), a plugin does not.
 */

type Db = Kysely<DB>;

/** Marks where the index-th value of a call goes; its type fits any column. */
export const slot = (index: number): never => `${SLOT}${index}` as never;
const SLOT = '\u0000engine-slot:';

export interface Compiled {
  /** Tells compiled statements apart (the write queue keys its combined statements by these). */
  id: number;
  sql: string;
  /** For each parameter of the SQL: the index of the call's value, or a value fixed in the query. */
  params: ({ arg: number } | { value: unknown })[];
  /** The result's columns as the driver names them, and as the engine reads them (set at the first row). */
  columns?: { from: string[]; to: string[] };
}

let compiledSoFar = 0;

function compile(query: Compilable): Compiled {
  const { sql, parameters } = query.compile();
  nameStatement(sql);
  return {
    id: ++compiledSoFar,
    sql,
    params: parameters.map((p) =>
      typeof p === 'string' && p.startsWith(SLOT) ? { arg: Number(p.slice(SLOT.length)) } : { value: p },
    ),
  };
}

function renamed(compiled: Compiled, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (rows.length === 0) return rows;
  if (!compiled.columns) {
    const from = Object.keys(rows[0]!);
    compiled.columns = { from, to: from.map(camelName) };
  }
  const { from, to } = compiled.columns;
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < from.length; i++) out[to[i]!] = row[from[i]!];
    return out;
  });
}

/** A row read another way (a JSON array a statement returns) with its columns named as the engine reads them. */
export function engineRow<Row>(row: Record<string, unknown>): Row {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) out[camelName(key)] = row[key];
  return out as Row;
}

export interface Outcome<Row> {
  rows: Row[];
  /** Rows an INSERT, UPDATE or DELETE without RETURNING changed. */
  changed: number;
}

/**
 * A family of statements of one shape, told apart by a key (an insert's columns and row count);
 * a single statement is the family with one key. Compiled once per database: the SQL differs
 * between SQLite and PostgreSQL, and every Kysely instance (test databases side by side) has its
 * own adapter.
 */
export class Statements {
  private readonly byDatabase = new WeakMap<object, Map<string, Compiled>>();

  private prepared(db: Db, key: string, build: (db: Db) => Compilable, args: readonly unknown[]) {
    const executor = db.getExecutor();
    let cache = this.byDatabase.get(executor.adapter);
    if (!cache) this.byDatabase.set(executor.adapter, (cache = new Map()));
    let compiled = cache.get(key);
    if (!compiled) cache.set(key, (compiled = compile(build(db))));
    const parameters = compiled.params.map((p) => ('arg' in p ? args[p.arg] : p.value));
    return { compiled, parameters };
  }

  async run<Row = Record<string, unknown>>(
    db: Db,
    key: string,
    build: (db: Db) => Compilable,
    args: readonly unknown[],
  ): Promise<Outcome<Row>> {
    const { compiled, parameters } = this.prepared(db, key, build, args);
    const query = CompiledQuery.raw(compiled.sql, parameters);
    const result = await db
      .getExecutor()
      .provideConnection((connection) => connection.executeQuery<Record<string, unknown>>(query));
    return {
      rows: renamed(compiled, result.rows) as Row[],
      changed: Number(result.numAffectedRows ?? 0),
    };
  }

  /**
   * A write without RETURNING, sent with the command's other writes (deferred.ts); `counted`, when
   * given, is told how many rows it changed once it has run; `expect` refuses the command when it
   * changed another number of rows.
   */
  defer(
    db: Db,
    key: string,
    build: (db: Db) => Compilable,
    args: readonly unknown[],
    write: WriteOf,
  ): Promise<void> {
    return deferWrite(db, this.write(db, key, build, args, write));
  }

  /** The write as the queue takes it, not queued (deferred.ts's replaceQueued puts it in another's place). */
  write(db: Db, key: string, build: (db: Db) => Compilable, args: readonly unknown[], write: WriteOf): Write {
    const { compiled, parameters } = this.prepared(db, key, build, args);
    return { ...write, compiled, parameters };
  }
}

/** What a write is beside its statement: the table and kind it writes, what checks its count. */
type WriteOf = Pick<Write, 'table' | 'kind' | 'counted' | 'expect'>;

/** One statement: `build` names the values it takes with slot(0), slot(1), ... in the order of `args`. */
export function statement(build: (db: Db) => Compilable) {
  const family = new Statements();
  return <Row = Record<string, unknown>>(db: Db, args: readonly unknown[]) =>
    family.run<Row>(db, '', build, args);
}

/**
 * One write sent with the command's other writes (deferred.ts): `build` names its values as
 * statement() does; `counted` is told how many rows it changed once it has run.
 */
export function deferredStatement(table: string, kind: WriteKind, build: (db: Db) => Compilable) {
  const family = new Statements();
  return (db: Db, args: readonly unknown[], counted?: (changed: number) => void) =>
    family.defer(db, '', build, args, { table, kind, counted });
}

/** Rows up to this many go into one cached multi-row INSERT; more are built each time (rare). */
const CACHED_ROWS = 64;
const inserts = new Statements();

/**
 * Inserts rows into one table in one statement. Rows of one shape (the same columns set) use a
 * statement compiled once per table, columns and row count; rows of mixed shapes go through
 * Kysely as they are (it fills a missing column with its default).
 */
export async function insertRows<T extends keyof DB & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => (rows[0] as Record<string, unknown>)[c] !== undefined);
  const sameShape = rows.every((row) => {
    const values = row as Record<string, unknown>;
    return (
      columns.every((c) => values[c] !== undefined) &&
      Object.keys(values).filter((c) => values[c] !== undefined).length === columns.length
    );
  });
  if (!sameShape || rows.length > CACHED_ROWS) {
    await db
      .insertInto(table)
      .values(rows as never)
      .execute();
    return;
  }
  const args: unknown[] = [];
  for (const row of rows) for (const c of columns) args.push((row as Record<string, unknown>)[c]);
  await inserts.defer(
    db,
    `${table}(${columns.join(',')})x${rows.length}`,
    (db) =>
      db
        .insertInto(table)
        .values(
          rows.map((_, r) =>
            Object.fromEntries(columns.map((c, i) => [c, slot(r * columns.length + i)])),
          ) as never,
        ),
    args,
    { table, kind: 'insert' },
  );
}

const updates = new Statements();

/**
 * `UPDATE table SET <patch> WHERE id = ?`, compiled once per table and set of columns patched,
 * and sent with the command's other writes (deferred.ts).
 */
export async function updateById<T extends 'bpmInstance' | 'bpmTask' | 'bpmExecution'>(
  db: Db,
  table: T,
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(patch).filter((c) => patch[c] !== undefined);
  if (columns.length === 0) return;
  await updates.defer(
    db,
    `${table}(${columns.join(',')})`,
    (db) =>
      db
        .updateTable(table as 'bpmTask')
        .set(Object.fromEntries(columns.map((c, i) => [c, slot(i + 1)])) as never)
        .where('id', '=', slot(0)),
    [id, ...columns.map((c) => patch[c])],
    { table, kind: 'update' },
  );
}
