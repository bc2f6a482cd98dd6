import {
  CamelCasePlugin,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresQueryCompiler,
  SqliteDialect,
  SqliteQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type pg from 'pg';
import { useNamedStatements } from './named-statements.js';

/**
 * The code names columns in camelCase, the database in snake_case: what Kysely's CamelCasePlugin
 * does, done cheaper with the same result (issue 33's profile of the pending list: the plugin's
 * copy of every query's whole operation tree, each node frozen, cost about as much as SQLite
 * running the query).
 *
 * - Queries: the plugin rewrites every identifier node of the tree into a new tree before the
 *   compiler sees it. The compiler writes every identifier through `sanitizeIdentifier`, so it
 *   snake_cases the name there instead: the same SQL, and no second tree.
 * - Results: the plugin maps each row's keys (and those of nested plain objects, e.g. a parsed
 *   JSON column) to camelCase; `camelRows` does the same, with each key's camelCase looked up in
 *   a map rather than computed, and the row built by a plain loop.
 *
 * Kysely's own mappers (the plugin's snakeCase / camelCase, with its default options) do the
 * conversion itself, so both directions match the plugin's character for character.
 */
class Mapper extends CamelCasePlugin {
  toSnake = (name: string) => this.snakeCase(name);
  toCamel = (key: string) => this.camelCase(key);
}
const mapper = new Mapper();

/** A name mapping remembered per name: the names are few and repeat, the mapping is a regex walk. */
function remembered(map: (name: string) => string): (name: string) => string {
  const seen = new Map<string, string>();
  return (name) => {
    let out = seen.get(name);
    if (out === undefined) {
      out = map(name);
      seen.set(name, out);
    }
    return out;
  };
}

/** A column or table name as the database spells it. */
export const snakeName = remembered(mapper.toSnake);

/** A result column's key as the code names it. */
export const camelName = remembered(mapper.toCamel);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** One row with camelCase keys, nested plain objects (and those in arrays) too, as the plugin maps them. */
export function camelRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    let value = row[key];
    if (Array.isArray(value)) value = value.map((item) => (isPlainObject(item) ? camelRow(item) : item));
    else if (isPlainObject(value)) value = camelRow(value);
    out[camelName(key)] = value;
  }
  return out;
}

/** Results only: the queries' names are snake_cased by the dialects' compilers below. */
export const camelRows: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => args.node,
  transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
    const { result } = args;
    if (!Array.isArray(result.rows)) return result;
    return { ...result, rows: result.rows.map((row) => camelRow(row) as UnknownRow) };
  },
};

class SnakeSqliteCompiler extends SqliteQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(snakeName(identifier));
  }
}

class SnakePostgresCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(snakeName(identifier));
  }
}

/** SQLite's dialect with snake_case names written by its compiler (use with `camelRows`). */
export class SnakeSqliteDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new SnakeSqliteCompiler();
  }
}

/**
 * PostgreSQL's dialect with snake_case names written by its compiler (use with `camelRows`); the
 * SQL registered in db/named-statements.ts goes to the pool's clients as named statements.
 */
export class SnakePostgresDialect extends PostgresDialect {
  constructor(config: PostgresDialectConfig) {
    super(config);
    if (typeof config.pool !== 'function') useNamedStatements(config.pool as pg.Pool);
  }

  override createQueryCompiler() {
    return new SnakePostgresCompiler();
  }
}
