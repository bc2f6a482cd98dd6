#!/usr/bin/env node
// `npm run school -- create --name ... --code ... --admin-account ... --admin-name ... --admin-phone ...`:
// a school from nothing for scripts (issue 28; docs/DEPLOY.md "A school from nothing"). Builds the
// server when it is not built yet, then runs its school command (packages/server/src/school.ts) on
// the database DATABASE_URL names, with the administrator's password from SCHOOL_ADMIN_PASSWORD or
// asked for in the terminal.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildTargets, ROOT } from './lib/build-targets.mjs';

try {
  buildTargets({ only: ['server'], log: (line) => console.error(line) });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const run = spawnSync(
  process.execPath,
  [join(ROOT, 'packages/server/dist/school.js'), ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
