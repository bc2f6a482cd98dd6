import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startProcess, type ServerProcess } from '../../bench/lib/server-process.js';

/**
 * A built server of its own with the demo school, on a new SQLite file and a free port, with the
 * web app: for a journey that changes what every other journey relies on (a process's published
 * version), so the shared server's state stays as the others expect and each run starts fresh.
 */
const ROOT = join(import.meta.dirname, '../..');

export interface DemoServer {
  url: string;
  stop(): Promise<void>;
}

export async function startDemoServer(name: string): Promise<DemoServer> {
  const dir = join(ROOT, 'e2e/.artifacts');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${process.pid}.db`);
  const remove = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  };
  remove();
  const server: ServerProcess = await startProcess(
    join(ROOT, 'packages/server/dist/main.js'),
    {
      DATABASE_URL: `sqlite:${file}`,
      PASSWORD_HASH_COST: '1024',
      // The journey signs several accounts in from one address.
      LOGIN_RATE_LIMIT: '1000',
    },
    '/api/health',
  );
  return {
    url: server.url,
    async stop() {
      await server.stop();
      remove();
    },
  };
}
