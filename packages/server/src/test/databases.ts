import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../db/index.js';
import { seedDemoData } from '../db/seed/index.js';
import { seedAffairDemo } from '../modules/affairs/seed.js';
import { seedProcessStatisticsDemo } from '../modules/bpm/statistics/demo.js';

/**
 * Test databases. The suite runs once per dialect (TEST_DATABASE=sqlite|postgres). A template is
 * migrated and seeded once per run (global setup); every test file gets its own copy, so files
 * run in parallel without seeing each other's writes.
 */
export type TestDialect = 'sqlite' | 'postgres';

export const TEST_HASH_COST = 1024;
const TEMPLATE_PG = 'campus_template';

export function testDialect(): TestDialect {
  const value = process.env.TEST_DATABASE ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres')
    throw new Error(`TEST_DATABASE must be sqlite or postgres, not ${value}`);
  return value;
}

function pgAdminUrl(): string {
  const url = process.env.TEST_PG_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE=postgres needs TEST_PG_URL (npm test starts a throwaway cluster and sets it)',
    );
  }
  return url;
}

function pgUrlFor(database: string): string {
  const url = new URL(pgAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function pgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgAdminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const sqliteDir = () => resolve(process.env.TEST_SQLITE_DIR ?? join(process.cwd(), '.tmp', 'test-db'));
const sqliteTemplate = () => join(sqliteDir(), 'template.db');

/** Builds the template once per run: migrations plus the demo schools. */
export async function prepareTemplate(): Promise<void> {
  if (testDialect() === 'sqlite') {
    rmSync(sqliteDir(), { recursive: true, force: true });
    mkdirSync(sqliteDir(), { recursive: true });
    const database = openDatabase(`sqlite:${sqliteTemplate()}`);
    await migrateToLatest(database.db);
    await seedDemoData(database, TEST_HASH_COST, [seedAffairDemo, seedProcessStatisticsDemo]);
    await database.close(); // closing checkpoints the WAL into the file we copy
    return;
  }
  await pgAdmin(async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_PG} with (force)`);
    await client.query(`create database ${TEMPLATE_PG}`);
  });
  const database = openDatabase(pgUrlFor(TEMPLATE_PG), { poolSize: 2 });
  await migrateToLatest(database.db);
  await seedDemoData(database, TEST_HASH_COST, [seedAffairDemo, seedProcessStatisticsDemo]);
  await database.close();
}

export async function dropTemplate(): Promise<void> {
  if (testDialect() === 'sqlite') {
    rmSync(sqliteDir(), { recursive: true, force: true });
    return;
  }
  await pgAdmin((client) => client.query(`drop database if exists ${TEMPLATE_PG} with (force)`));
}

export interface TestDatabase extends Database {
  url: string;
  /** Closes and deletes the copy. */
  destroy(): Promise<void>;
}

/**
 * A private copy of the seeded template for one test file; with `empty`, a migrated database
 * without any school instead (a server's first start with SEED_DEMO=false).
 */
export async function createTestDatabase(
  options: { poolSize?: number; statementTimeoutMs?: number; empty?: boolean } = {},
): Promise<TestDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (testDialect() === 'sqlite') {
    const file = join(sqliteDir(), `${name}.db`);
    if (!options.empty) copyFileSync(sqliteTemplate(), file);
    const url = `sqlite:${file}`;
    const database = openDatabase(url);
    if (options.empty) await migrateToLatest(database.db);
    return {
      ...database,
      url,
      destroy: async () => {
        await database.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const template = options.empty ? '' : ` template ${TEMPLATE_PG}`;
  await pgAdmin((client) => client.query(`create database ${name}${template}`));
  const url = pgUrlFor(name);
  const database = openDatabase(url, {
    poolSize: options.poolSize ?? 5,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  if (options.empty) await migrateToLatest(database.db);
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      await pgAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
