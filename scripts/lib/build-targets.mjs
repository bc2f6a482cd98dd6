// What `npm start` and `npm test` build, and how to tell whether a build is current: each target
// has a fingerprint of its inputs' contents, stored beside its output after a successful build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { TSC } from './tsc.mjs';

export const ROOT = resolve(new URL('../..', import.meta.url).pathname);

const SKIP = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'playwright-report']);

function* files(dir) {
  if (!existsSync(dir)) return;
  const stat = statSync(dir);
  if (stat.isFile()) {
    yield dir;
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(ROOT, input))) {
      hash.update(relative(ROOT, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

const shared = [
  'tsconfig.base.json',
  'packages/contract/src',
  'packages/contract/tsconfig.json',
  'packages/contract/package.json',
];

export const TARGETS = [
  {
    name: 'server',
    inputs: [
      ...shared,
      'packages/server/src',
      'packages/server/tsconfig.json',
      'packages/server/package.json',
    ],
    stamp: 'packages/server/dist/.build-stamp',
    command: [...TSC, '-b', 'packages/server'],
  },
  {
    name: 'web',
    inputs: [...shared, 'packages/web'],
    stamp: 'packages/web/dist/.build-stamp',
    command: ['npx', 'vite', 'build', '--config', 'packages/web/vite.config.ts', '--logLevel', 'warn'],
  },
];

export function isCurrent(target) {
  const stamp = join(ROOT, target.stamp);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint(target.inputs);
}

/**
 * Builds the targets that are out of date (all of them with force; only those named in `only` when
 * given: `npm run school` needs the server, not the web app); throws when a build fails.
 */
export function buildTargets({ force = false, log = console.log, only = null } = {}) {
  const built = [];
  for (const target of TARGETS) {
    if (only && !only.includes(target.name)) continue;
    if (!force && isCurrent(target)) continue;
    log(`building ${target.name}...`);
    const print = fingerprint(target.inputs); // taken before building: edits during the build mean rebuild next time
    const result = spawnSync(target.command[0], target.command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build of ${target.name} failed (${target.command.join(' ')})`);
    writeFileSync(join(ROOT, target.stamp), `${print}\n`);
    built.push(target.name);
  }
  return built;
}
