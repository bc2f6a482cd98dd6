import { Worker } from 'node:worker_threads';
import pg from 'pg';

/**
 * A throwaway PostgreSQL 15 cluster (scripts/lib/pg-cluster.mjs) for one test file, driven from
 * a worker thread (cluster-host.mjs) so that restarting it does not stop this thread's requests.
 */
export interface Cluster {
  /** Admin URL (database `postgres`). */
  url: string;
  /** Fast stop, then start again on the same port and data. */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  stopServer(mode?: 'fast' | 'immediate'): Promise<void>;
  startServer(): Promise<void>;
  /** Stops it, removes its files and ends the worker. */
  stop(): Promise<void>;
}

interface Reply {
  id?: number;
  ok?: boolean;
  error?: string;
  ready?: boolean;
  url?: string;
}

/**
 * `template`: the data directory of a stopped cluster to start from a copy of (the seeded one
 * global-setup.ts makes); without it, an empty cluster.
 */
export function startCluster(template?: string): Promise<Cluster> {
  const worker = new Worker(new URL('./cluster-host.mjs', import.meta.url), { workerData: { template } });
  let next = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const command = (name: string, mode?: string) =>
    new Promise<void>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, command: name, mode });
    });

  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (reply: Reply) => {
      if (reply.ready) {
        resolve({
          url: reply.url!,
          restart: (mode = 'fast') => command('restart', mode),
          stopServer: (mode = 'fast') => command('stopServer', mode),
          startServer: () => command('startServer'),
          stop: async () => {
            await command('stop');
            await worker.terminate();
          },
        });
        return;
      }
      const pending = waiting.get(reply.id!);
      waiting.delete(reply.id!);
      if (reply.ok) pending?.resolve();
      else pending?.reject(new Error(reply.error));
    });
  });
}

/** Runs one query on a short-lived connection (the tests' own look at the database). */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
