import { inject } from 'vitest';
import { startCluster, type Cluster } from './cluster.js';
import { startInstance, type ServerInstance } from './server-instance.js';

/**
 * One test file's setting: its own PostgreSQL cluster, a copy of the one global-setup.ts migrated
 * and seeded (its database `campus` holds the demo schools: seeding them once, not per file,
 * saves minutes of a busy CI), and server instances on it, started together (they take turns
 * through the migration and seed locks, as in a rolling start of a real deployment; both find
 * the work done). startup-wait.test.ts starts from an empty database instead. `close` stops
 * whatever is still running.
 */
/** The database of the seeded cluster (global-setup.ts). */
export const SEEDED_DATABASE = 'campus';

export interface Fleet {
  cluster: Cluster;
  databaseUrl: string;
  instances: ServerInstance[];
  close(): Promise<void>;
}

export async function startFleet(names: string[], env: Record<string, string> = {}): Promise<Fleet> {
  const cluster = await startCluster(inject('seededClusterData'));
  try {
    const address = new URL(cluster.url);
    address.pathname = `/${SEEDED_DATABASE}`;
    const databaseUrl = address.toString();
    const instances = await Promise.all(names.map((name) => startInstance(name, databaseUrl, env)));
    return {
      cluster,
      databaseUrl,
      instances,
      close: async () => {
        await Promise.all(instances.map((instance) => instance.stop()));
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
