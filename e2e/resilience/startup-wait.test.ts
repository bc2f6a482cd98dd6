import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startCluster, type Cluster } from './support/cluster.js';
import { SEEDED_DATABASE } from './support/fleet.js';
import { startInstance, type ServerInstance } from './support/server-instance.js';

/**
 * An instance starting while another one seeds the same database waits for it, however long the
 * seed takes on a busy machine: the startup wait is not cut by the requests' statement timeout.
 * Here the other instance is played by a session holding the seed's advisory lock (the key of
 * packages/server/src/db/seed/index.ts) for several times the statement timeout, on a copy of the
 * cluster global-setup.ts seeded: as in a rolling start, the waiting instance then finds the seed
 * done. (That the seed itself is not cut by the statement timeout either is what global setup
 * shows: it seeds the empty database under the same short timeout.)
 */
const SEED_LOCK_KEY = 20260901;
const STATEMENT_TIMEOUT_MS = 1000;
const HOLD_MS = 4 * STATEMENT_TIMEOUT_MS;

let cluster: Cluster;
let databaseUrl: string;
let instance: ServerInstance | undefined;

beforeAll(async () => {
  cluster = await startCluster(inject('seededClusterData'));
  const address = new URL(cluster.url);
  address.pathname = `/${SEEDED_DATABASE}`;
  databaseUrl = address.toString();
});
afterAll(async () => {
  await instance?.stop();
  await cluster?.stop();
});

it('starts after waiting on another instance’s seed longer than a statement may run', async () => {
  const other = new pg.Client({ connectionString: databaseUrl });
  await other.connect();
  await other.query('select pg_advisory_lock($1)', [SEED_LOCK_KEY]);
  const released = new Promise<number>((resolve) =>
    setTimeout(() => {
      void other
        .query('select pg_advisory_unlock($1)', [SEED_LOCK_KEY])
        .then(() => other.end())
        .then(() => resolve(Date.now()));
    }, HOLD_MS),
  );
  const began = Date.now();
  instance = await startInstance('waiting', databaseUrl, {
    DATABASE_STATEMENT_TIMEOUT: String(STATEMENT_TIMEOUT_MS),
  });
  const releasedAt = await released;
  // It became healthy only after the lock was let go, and serves the demo schools.
  expect(Date.now()).toBeGreaterThanOrEqual(releasedAt);
  expect(Date.now() - began).toBeGreaterThanOrEqual(HOLD_MS);
  const health = await fetch(`${instance.url}/api/health`);
  expect(health.status).toBe(200);
  const tenants = new pg.Client({ connectionString: databaseUrl });
  await tenants.connect();
  try {
    const { rows } = await tenants.query<{ count: string }>('select count(*) from tenant');
    expect(Number(rows[0]!.count)).toBeGreaterThan(0);
  } finally {
    await tenants.end();
  }
});
