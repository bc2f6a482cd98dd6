import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { spawnServer } from '../../../bench/lib/server-process.js';

export { buildServer } from '../../../bench/lib/server-process.js';

/**
 * The built server (packages/server/dist/main.js) in its own process, as production runs it,
 * on a free port (spawned as the benches spawn theirs). Readiness is polled on /api/health with
 * a generous deadline: the machine may be busy with other builds.
 */
const ROOT = join(import.meta.dirname, '../../..');

export interface ServerInstance {
  name: string;
  url: string;
  /** The process's last output, for failure messages. */
  output(): string;
  alive(): boolean;
  /** kill -9: no graceful close, requests in flight are cut. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function waitUntilHealthy(instance: ServerInstance, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (!instance.alive()) throw new Error(`${instance.name} exited while starting:\n${instance.output()}`);
    try {
      const response = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} did not become healthy in ${deadlineMs} ms:\n${instance.output()}`);
}

/**
 * Starts an instance on the database. It migrates and seeds the demo schools as production does
 * (several instances starting at once take turns through the migration and seed locks).
 */
export async function startInstance(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerInstance> {
  const { child, url, output } = await spawnServer(
    join(ROOT, 'packages/server/dist/main.js'),
    {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '8',
      SEED_DEMO: 'true',
      PASSWORD_HASH_COST: '1024',
      // The load drivers sign in from one address far faster than people do.
      LOGIN_RATE_LIMIT: '100000',
      WEB_DIST: '',
      ...env,
    },
    20_000,
  );
  const instance: ServerInstance = {
    name,
    url,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      if (instance.alive()) child.kill('SIGTERM');
      await exited(child);
    },
  };
  try {
    // A deadline, not a measure of speed: on CI's two cores beside the journeys, an instance that
    // waits for another's demo seed (startup-wait.test.ts) has taken over three minutes.
    await waitUntilHealthy(instance, 300_000);
  } catch (error) {
    await instance.kill();
    throw error;
  }
  return instance;
}
