import { dirname } from 'node:path';
import { rmSync } from 'node:fs';
import { startInstance } from './server-instance.js';

/** What the template needs of scripts/lib/pg-cluster.mjs (plain JavaScript, shared with the scripts). */
interface PgCluster {
  url: string;
  /** Its data directory, inside a temp directory of its own. */
  data: string;
  stopServer(mode?: 'fast'): void;
  stop(): void;
}

/**
 * A stopped PostgreSQL cluster whose database `campus` the built server migrated and seeded with
 * the demo schools, as production does: each resilience file's fleet starts on a copy of it
 * (support/fleet.ts) instead of seeding again, the slowest part of a start on a busy machine.
 * The seed runs under a short statement timeout, as startup-wait.test.ts's waiting instance does:
 * its statements must not be cut by it (a seed on a busy machine takes longer than a request may).
 */
export async function seedTemplate(): Promise<{ data: string; remove(): void }> {
  const { startCluster } = (await import(
    new URL('../../../scripts/lib/pg-cluster.mjs', import.meta.url).href
  )) as { startCluster(): Promise<PgCluster> };
  const cluster = await startCluster();
  try {
    const campus = new URL(cluster.url);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query('create database campus');
    await client.end();
    campus.pathname = '/campus';
    const seeder = await startInstance('seeder', campus.toString(), { DATABASE_STATEMENT_TIMEOUT: '1000' });
    await seeder.stop();
    cluster.stopServer('fast');
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return {
    data: cluster.data,
    remove: () => rmSync(dirname(cluster.data), { recursive: true, force: true }),
  };
}
