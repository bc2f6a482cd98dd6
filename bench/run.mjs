#!/usr/bin/env node
// `npm run bench`: runs every benchmark under bench/ (a folder with an index.ts or index.mjs),
// one after another, each in its own process. `npm run bench -- engine` runs only the named ones.
// Benchmarks are never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = join(BENCH, '..');

const found = readdirSync(BENCH, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
  .map((entry) => ({
    name: entry.name,
    entry: ['index.ts', 'index.mjs'].map((f) => join(BENCH, entry.name, f)).find(existsSync),
  }))
  .filter((bench) => bench.entry);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !found.some((b) => b.name === w));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; found ${found.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const bench of found.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
  console.log(`\n=== bench: ${bench.name} ===`);
  // Every benchmark runs through tsx with the workspace's `source` condition (no build needed), so
  // an .mjs benchmark can use the TypeScript helpers of bench/lib too.
  const command = ['npx', 'tsx', '--conditions=source', bench.entry];
  const result = spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.error(`bench ${bench.name} failed (${result.status ?? result.signal})`);
  }
}
process.exit(failed ? 1 : 0);
