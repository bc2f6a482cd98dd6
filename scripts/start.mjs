#!/usr/bin/env node
// `npm start`: build what is not built yet (and only that), then run the server, which migrates,
// seeds demo data into an empty database and serves /api and /app/. Signals pass through so
// SIGTERM closes the server gracefully.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildTargets, ROOT } from './lib/build-targets.mjs';

try {
  buildTargets();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [join(ROOT, 'packages/server/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
