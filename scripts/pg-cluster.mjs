#!/usr/bin/env node
// Runs a command with a throwaway PostgreSQL cluster: `node scripts/pg-cluster.mjs -- <command...>`.
// The command gets TEST_PG_URL (the cluster's admin URL); the cluster is removed afterwards.
import { spawnSync } from 'node:child_process';
import { startCluster } from './lib/pg-cluster.mjs';

const sep = process.argv.indexOf('--');
const command = sep >= 0 ? process.argv.slice(sep + 1) : [];
if (command.length === 0) {
  console.error('usage: node scripts/pg-cluster.mjs -- <command...>');
  process.exit(2);
}
const cluster = await startCluster();
console.log(`PostgreSQL cluster at ${cluster.url}`);
let result;
try {
  result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_PG_URL: cluster.url },
  });
} finally {
  cluster.stop();
}
process.exit(result?.status ?? 1);
