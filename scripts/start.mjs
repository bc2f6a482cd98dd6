#!/usr/bin/env node
// `npm start`: build what is not built yet (and only that), then run the server, which migrates,
// seeds demo data into an empty database and serves /api and /app/. Stopping this script stops the
// server and waits for it to close (lib/supervise.mjs: also when npm's shell is killed instead).
import { join } from 'node:path';
import { buildTargets, ROOT } from './lib/build-targets.mjs';
import { supervise } from './lib/supervise.mjs';

try {
  buildTargets();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

supervise(process.execPath, [join(ROOT, 'packages/server/dist/main.js')], { cwd: ROOT });
