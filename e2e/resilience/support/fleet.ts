import { createDatabase, startCluster, type Cluster } from './cluster.js';
import { startInstance, type ServerInstance } from './server-instance.js';

/**
 * One test file's setting: its own PostgreSQL cluster and database, and server instances on it,
 * started together (they take turns through the migration and seed locks, as in a rolling
 * start of a real deployment). `close` stops whatever is still running.
 */
export interface Fleet {
  cluster: Cluster;
  databaseUrl: string;
  instances: ServerInstance[];
  close(): Promise<void>;
}

export async function startFleet(names: string[], env: Record<string, string> = {}): Promise<Fleet> {
  const cluster = await startCluster();
  try {
    const databaseUrl = await createDatabase(cluster, 'campus');
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
