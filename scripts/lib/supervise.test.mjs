import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` stopped by a signal stops the server and waits for it (issue 30). npm runs the
 * script through `sh -c`, and a shell that is killed does not pass the signal on: the supervisor
 * must notice it was left behind. The server here is a stand-in that takes 300 ms to close.
 */
const SUPERVISOR = fileURLToPath(new URL('./fixtures/supervisor.mjs', import.meta.url));

const started = [];

/** Starts the supervisor under `sh -c`, as npm does; resolves with the shell and the server's pid and port. */
function startUnderShell() {
  // `; exit $?` keeps the shell as the supervisor's parent, as dash (Debian's sh) does under npm.
  const shell = spawn('sh', ['-c', `"${process.execPath}" "${SUPERVISOR}"; exit $?`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  started.push(shell.pid);
  return new Promise((resolve, reject) => {
    let out = '';
    shell.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        const server = JSON.parse(line);
        started.push(server.pid);
        resolve({ shell, server });
      }
    });
    shell.on('exit', () => reject(new Error(`the supervisor ended before the server listened: ${out}`)));
  });
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function until(check, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** The supervisor: the server's parent process. */
const parentOf = (pid) =>
  new Promise((resolve) => {
    const ps = spawn('ps', ['-o', 'ppid=', '-p', String(pid)]);
    let out = '';
    ps.stdout.on('data', (c) => (out += c));
    ps.on('close', () => resolve(Number(out.trim())));
  });

afterEach(() => {
  // Whatever a failed run left behind: the shell's whole process group, then the server.
  for (const pid of started.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* not a group leader, or gone */
    }
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

describe('npm start stopped by a signal', () => {
  it(
    'stops the server when the shell npm ran it in is killed, and waits for it',
    { timeout: 15_000 },
    async () => {
      const { shell, server } = await startUnderShell();
      expect(await portOpen(server.port)).toBe(true);
      process.kill(shell.pid, 'SIGTERM');
      expect(await until(() => !alive(server.pid))).toBe(true);
      expect(await portOpen(server.port)).toBe(false);
    },
  );

  it(
    'passes a signal sent to it on to the server and exits only after the server',
    { timeout: 15_000 },
    async () => {
      const { server } = await startUnderShell();
      const supervisor = await parentOf(server.pid);
      expect(supervisor).toBeGreaterThan(1);
      process.kill(supervisor, 'SIGINT');
      // The stand-in takes 300 ms to close: the supervisor must still be there meanwhile.
      await new Promise((r) => setTimeout(r, 100));
      expect(alive(supervisor)).toBe(true);
      expect(await until(() => !alive(supervisor))).toBe(true);
      expect(alive(server.pid)).toBe(false);
      expect(await portOpen(server.port)).toBe(false);
    },
  );
});
