import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, type KyselyConfig } from 'kysely';
import pg from 'pg';
import { dbPoolAcquires, dbPoolWaitSeconds } from '../core/metrics/registry.js';
import { adoptBaseline } from './baseline.js';
import { camelRows, SnakePostgresDialect, SnakeSqliteDialect } from './camel-case.js';
import { migrationProvider } from './migrations/index.js';
import { withStatementCache } from './statement-cache.js';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The file of a SQLite database (undefined for PostgreSQL). */
  file?: string;
  /** PostgreSQL: the pool's connections now (the operator's metrics, http/metrics.ts). */
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  poolSize?: number;
  /**
   * PostgreSQL: cancel a statement running longer than this (ms; default 30 s), so a runaway query
   * or a lock wait cannot hold a connection and its request forever.
   */
  statementTimeoutMs?: number;
  /** Kysely's query log (the query-plan test reads the SQL an inbox runs through it). */
  log?: KyselyConfig['log'];
}

/**
 * Opens the database a DATABASE_URL names: `sqlite:PATH` (created with WAL) or `postgres://...`.
 * pg returns int8 and numeric as text by default; ours are epoch milliseconds and counts, so
 * they are parsed as numbers (safe below 2^53).
 */
export function openDatabase(url: string, options: DatabaseOptions = {}): Database {
  if (url.startsWith('sqlite:')) {
    const target = url.slice('sqlite:'.length);
    const file = target === ':memory:' ? target : resolve(target);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<DB>({
      dialect: new SnakeSqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [camelRows],
      log: options.log,
    });
    return { db, dialect: 'sqlite', file, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    // A transaction left open by a stuck client must not hold its locks for long either.
    idle_in_transaction_session_timeout: Math.max(60_000, 2 * (options.statementTimeoutMs ?? 30_000)),
    // Dead peers (a failover, a dropped NAT entry) are noticed by TCP instead of hanging a query.
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === 20 || oid === 1700) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // A client losing its server (restart, failover, an administrator's kill) emits 'error'. The
  // pool listens only while the client is idle; one that is checked out (a request mid-query or
  // mid-transaction) would throw the event and end the process. Its query fails on its own (the
  // error funnel answers 503), and the pool drops the broken client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  timeAcquires(pool);
  const db = new Kysely<DB>({
    dialect: new SnakePostgresDialect({ pool }),
    plugins: [camelRows],
    log: options.log,
  });
  return {
    db,
    dialect: 'postgres',
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

/**
 * Counts each connection Kysely takes from the pool and the time it waited for it: a pool too
 * small for the load shows as waiting long before requests time out.
 */
function timeAcquires(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = (async () => {
    const started = performance.now();
    const client = await connect();
    dbPoolAcquires.inc();
    dbPoolWaitSeconds.inc((performance.now() - started) / 1000);
    return client;
  }) as typeof pool.connect;
}

/**
 * Brings the schema up to date; throws with the failing migration's name. Helpers working side
 * by side number their migrations in ranges, so one may land below one a database already ran:
 * it runs then, in its turn among those still to run.
 */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  await adoptBaseline(db as unknown as Kysely<unknown>);
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
