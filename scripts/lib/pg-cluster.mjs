// A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp dir, start it on a
// free loopback port, hand back its URL, remove everything on stop. As root it runs the server
// binaries as the `postgres` user (initdb refuses root). Fails loudly: no silent skipping.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

function findBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..');
  throw new Error(
    'PostgreSQL server binaries (initdb, pg_ctl) not found: install postgresql (see .ci/run) or set PG_BIN_DIR',
  );
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => userInfo().uid === 0;

function run(bin, args, { asPostgres }) {
  const [cmd, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/**
 * Starts a cluster. Returns { url, port, dir, stop(), restart() }.
 * Options: { port } to pin a port, { maxConnections }.
 */
export async function startCluster(options = {}) {
  const bin = findBinDir();
  const asPostgres = isRoot();
  const dir = mkdtempSync(join(tmpdir(), 'campus-pg-'));
  const data = join(dir, 'data');
  const sockets = join(dir, 'sock');
  const log = join(dir, 'server.log');
  mkdirSync(sockets);
  if (asPostgres) {
    const { uid, gid } = pgIds();
    for (const p of [dir, sockets]) chownSync(p, uid, gid);
  }
  const port = options.port ?? (await freePort());
  const pgctl = join(bin, 'pg_ctl');
  const settings = [
    `-p ${port}`,
    `-k ${sockets}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    `-c max_connections=${options.maxConnections ?? 300}`,
    '-c shared_buffers=128MB',
  ].join(' ');
  try {
    run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      {
        asPostgres,
      },
    );
    const start = () =>
      run(pgctl, ['-D', data, '-o', settings, '-l', log, '-w', '-t', '60', 'start'], { asPostgres });
    start();
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      port,
      dir,
      /** Stops the server (fast) and starts it again on the same port and data. */
      restart(mode = 'fast') {
        run(pgctl, ['-D', data, '-m', mode, '-w', 'stop'], { asPostgres });
        start();
      },
      stopServer(mode = 'fast') {
        run(pgctl, ['-D', data, '-m', mode, '-w', 'stop'], { asPostgres });
      },
      startServer: start,
      stop() {
        try {
          run(pgctl, ['-D', data, '-m', 'immediate', '-w', 'stop'], { asPostgres });
        } catch {
          // already stopped
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    rmSync(dir, { recursive: true, force: true });
    const detail = error.stderr ? String(error.stderr) : error.message;
    throw new Error(`PostgreSQL did not start: ${detail}\n${serverLog}`, { cause: error });
  }
}

function pgIds() {
  const out = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
  const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
  return { uid: Number(out), gid: Number(gid) };
}
