#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the tree, with the native compiler
// (scripts/lib/tsc.mjs). The contract and the server are built (`-b`: their declarations and the
// server's dist, which the build step then finds current); the others are checked only, the
// contract's and the server's tests included (their build configurations leave the tests out).
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/build-targets.mjs';
import { TSC } from './lib/tsc.mjs';

const RUNS = [
  ['-b', 'packages/contract', 'packages/server'],
  ['-p', 'packages/contract/tsconfig.test.json'],
  ['-p', 'packages/server/tsconfig.test.json'],
  ['-p', 'packages/web', '--noEmit'],
  ['-p', 'packages/web/tsconfig.node.json', '--noEmit'],
  ['-p', 'e2e', '--noEmit'],
  ['-p', 'bench', '--noEmit'],
];

let failed = false;
for (const args of RUNS) {
  const result = spawnSync(TSC[0], [...TSC.slice(1), ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`tsc ${args.join(' ')} failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
