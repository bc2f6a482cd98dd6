// Runs one child process for as long as the script that started it runs: `npm start`'s server.
import { spawn } from 'node:child_process';

const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/** The server closes within 10 s (packages/server/src/main.ts); past this it is killed. */
const KILL_AFTER_MS = 15_000;

/** How often to look whether the process that started this one is still there. */
const ORPHAN_CHECK_MS = 250;

/**
 * Spawns `command` with the terminal's stdio and ties its life to this process: a stop signal is
 * passed on to the child, and this process exits only once the child has (with its exit code).
 * `npm start` runs this script through `sh -c`, and npm passes a SIGTERM to that shell only, which
 * dies without passing it on: this process is then left behind (its parent changes), and stops the
 * child as if it had received the signal itself.
 */
export function supervise(command, args, { cwd } = {}) {
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  let stopping = false;
  const stop = (signal) => {
    if (stopping || child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS).unref();
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  const orphanCheck = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, ORPHAN_CHECK_MS);
  orphanCheck.unref();
  child.on('exit', (code, signal) => {
    clearInterval(orphanCheck);
    process.exit(code ?? (signal ? 128 : 1));
  });
  return child;
}
