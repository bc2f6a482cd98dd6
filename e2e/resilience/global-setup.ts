import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, startInstance } from './support/server-instance.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a stopped cluster whose database `campus` is migrated and seeded. */
    seededClusterData: string;
  }
}

/**
 * The tests run the built server: build it first when its sources changed (incremental). Then
 * one cluster is migrated and seeded with the demo schools by the server itself, as production
 * does, and stopped: each file's fleet starts on a copy of it (support/fleet.ts) instead of
 * seeding again, the slowest part of a start on a busy machine.
 */
/** What global setup uses of scripts/lib/pg-cluster.mjs (plain JavaScript, shared with the scripts). */
interface PgCluster {
  url: string;
  /** Its data directory, inside a temp directory of its own. */
  data: string;
  stopServer(mode?: 'fast'): void;
  stop(): void;
}

export default async function setup(project: TestProject): Promise<() => void> {
  buildServer();
  const { startCluster } = (await import(
    new URL('../../scripts/lib/pg-cluster.mjs', import.meta.url).href
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
    // Under a short statement timeout, as startup-wait.test.ts's waiting instance: the demo seed's
    // statements run without it (a seed on a busy machine takes longer than a request may).
    const seeder = await startInstance('seeder', campus.toString(), { DATABASE_STATEMENT_TIMEOUT: '1000' });
    await seeder.stop();
    cluster.stopServer('fast');
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('seededClusterData', cluster.data);
  return () => rmSync(dirname(cluster.data), { recursive: true, force: true });
}
