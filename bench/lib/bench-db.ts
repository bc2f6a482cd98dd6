/**
 * A benchmark database: a SQLite file in a temp folder, or a database on one throwaway
 * PostgreSQL 15 cluster per benchmark process (scripts/lib/pg-cluster.mjs), migrated and seeded
 * with the demo schools by the server's own code, then grown with volume (population.ts,
 * volume.ts) through the bulk writer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../../packages/server/src/db/index.js';
import { seedDemoData } from '../../packages/server/src/db/seed/index.js';
import { seedAffairDemo } from '../../packages/server/src/modules/affairs/seed.js';
import { postgresWriter, sqliteWriter, type BulkWriter } from './bulk.js';

export type Dialect = 'sqlite' | 'postgres';

export interface BenchDatabase {
  dialect: Dialect;
  /** DATABASE_URL for a server process. */
  url: string;
  database: Database;
  writer(): Promise<BulkWriter>;
  /** Closes the connections and deletes the database. */
  drop(): Promise<void>;
}

interface Cluster {
  url: string;
  stop(): void;
}

let cluster: Cluster | undefined;

/**
 * The cluster's shared buffers: PostgreSQL's default of 128 MB unless the benchmark asks for more
 * (BENCH_PG_SHARED_BUFFERS, e.g. `4GB`): at a province's size (1M tasks and more) the default
 * keeps only a corner of the inbox's indexes in the server's own cache, which no production server
 * of that size would do (PostgreSQL's guide: a quarter of the memory).
 */
let sharedBuffers = process.env.BENCH_PG_SHARED_BUFFERS;

/** A benchmark's default for the shared buffers, unless BENCH_PG_SHARED_BUFFERS says otherwise. */
export function defaultSharedBuffers(size: string): void {
  sharedBuffers ??= size;
}

/** The process's PostgreSQL cluster, started on first use; stop it with stopCluster(). */
async function pgCluster(): Promise<Cluster> {
  if (!cluster) {
    const module = pathToFileURL(join(import.meta.dirname, '../../scripts/lib/pg-cluster.mjs')).href;
    const { startCluster } = (await import(module)) as {
      startCluster: (options?: { maxConnections?: number; sharedBuffers?: string }) => Promise<Cluster>;
    };
    cluster = await startCluster({ sharedBuffers });
  }
  return cluster;
}

export function stopCluster(): void {
  cluster?.stop();
  cluster = undefined;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: (await pgCluster()).url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database with the schema and the demo schools (password hashes at the tests' low cost). */
export async function createBenchDatabase(dialect: Dialect, name: string): Promise<BenchDatabase> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
    url = `sqlite:${join(dir, 'bench.db')}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const base = new URL((await pgCluster()).url);
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    base.pathname = `/${name}`;
    url = base.toString();
    cleanup = () => admin(`drop database if exists ${name} with (force)`);
  }
  const database = openDatabase(url, { poolSize: 4 });
  await migrateToLatest(database.db);
  await seedDemoData(database, 1024, [seedAffairDemo]);
  return {
    dialect,
    url,
    database,
    writer: () =>
      dialect === 'sqlite' ? Promise.resolve(sqliteWriter(url.slice('sqlite:'.length))) : postgresWriter(url),
    async drop() {
      await database.close();
      await cleanup();
    },
  };
}
