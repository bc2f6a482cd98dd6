import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnServer } from '../../bench/lib/server-process.js';

/**
 * A built server of its own for a journey that needs an empty database: SEED_DEMO=false on a new
 * SQLite file, on a free port (spawned as the resilience journeys and the benches spawn theirs),
 * with the web app. `setupLink` waits for the one-time link the first start prints in its log.
 */
const ROOT = join(import.meta.dirname, '../..');

export interface EmptyServer {
  url: string;
  /** Its SQLite file (the development SMS sender's outbox is a table there). */
  databaseFile: string;
  /** The setup link from the log (`setup link: http://.../app/setup?token=...`). */
  setupLink(): Promise<string>;
  output(): string;
  stop(): Promise<void>;
}

export async function startEmptyServer(name: string): Promise<EmptyServer> {
  const dir = join(ROOT, 'e2e/.artifacts');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${process.pid}.db`);
  const remove = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  };
  remove();
  // Without PUBLIC_URL the link names the address the server listens on (127.0.0.1 and its port).
  const { child, url, output } = await spawnServer(
    join(ROOT, 'packages/server/dist/main.js'),
    { DATABASE_URL: `sqlite:${file}`, SEED_DEMO: 'false', PASSWORD_HASH_COST: '1024' },
    20_000,
  );
  const stopped = exited(child);
  return {
    url,
    databaseFile: file,
    output,
    async setupLink() {
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        const printed = /setup link: (\S+)/.exec(output());
        if (printed) return printed[1]!;
        if (child.exitCode !== null) throw new Error(`${name} exited:\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${name} printed no setup link:\n${output()}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await stopped;
      remove();
    },
  };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => child.once('exit', () => resolve()));
