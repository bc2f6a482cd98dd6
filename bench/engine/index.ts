/**
 * Engine benchmark: start and complete a three-step process N times
 *   - through our engine with persistence, on SQLite (a temp file) and on PostgreSQL (a throwaway
 *     cluster), one transaction per command exactly as the API runs them;
 *   - through bpmn-engine, in memory, on the same BPMN file;
 * then print instances per second for each and the ratios. The three take turns: ROUNDS rounds
 * of N / ROUNDS instances each, so that a machine whose load changes during the run (a shared
 * one) weighs on all three alike; each figure is the median of its rounds.
 *
 *   npm run bench -- engine            (or: npx tsx --conditions=source bench/engine/index.ts)
 *   BENCH_N=500 npm run bench -- engine
 */
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { EventEmitter } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BpmnModdle } from 'bpmn-moddle';
import { Engine } from 'bpmn-engine';
import type { MemberProfile } from '../../packages/server/src/core/org/profile.js';
import type { BpmDefinition } from '../../packages/server/src/db/schema.js';
import { migrateToLatest, openDatabase, type Database } from '../../packages/server/src/db/index.js';
import { graphOf } from '../../packages/server/src/engine/cache.js';
import { deployProcess } from '../../packages/server/src/engine/deploy.js';
import { completeTask } from '../../packages/server/src/engine/runtime/commands/complete.js';
import { startInstance } from '../../packages/server/src/engine/runtime/commands/start.js';
import type { CommandContext } from '../../packages/server/src/engine/runtime/run.js';
import { findTaskWithInstance } from '../../packages/server/src/engine/runtime/store.js';
import { runCommand } from '../../packages/server/src/engine/runtime/transaction.js';
import { machineState } from '../lib/machine.js';

const N = Number(process.env.BENCH_N ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PER_ROUND = Math.max(1, Math.round(N / ROUNDS));
const WARM_UP = Math.min(30, N);
const xml = readFileSync(new URL('./three-step.bpmn', import.meta.url), 'utf8');

const starter: MemberProfile = {
  id: 'u1',
  account: 'bench',
  name: 'Bench',
  kind: 'student',
  number: '1',
  orgId: 'o1',
  orgName: 'Class',
  orgType: 'class',
  classId: 'o1',
  className: 'Class',
  classPath: '/o1/',
  majorId: null,
  majorName: null,
  collegeId: null,
  collegeName: null,
  collegePath: null,
  grade: null,
  roles: ['student'],
};

type Run = () => Promise<void>;

/**
 * Wall seconds and this process's CPU seconds for `count` runs. On a shared machine the CPU time
 * is the steadier figure (waiting for a core does not count); for PostgreSQL it leaves out the
 * database server's own work, which the wall time includes.
 */
async function timed(run: Run, count: number): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) await run();
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Our engine on a migrated database: one instance = a start and three agrees, each its own transaction. */
async function ours(database: Database): Promise<Run> {
  const { db } = database;
  await migrateToLatest(db);
  const now = Date.now();
  await db
    .insertInto('tenant')
    .values({ id: 't1', code: 'bench', name: 'Bench', shortName: 'Bench', status: 'active', createdAt: now })
    .execute();
  const definition = await deployProcess(db, { tenantId: 't1', xml });
  return instanceOn(database, definition);
}

/** One bench instance (start + three agrees) on `database`, with the process deployed there. */
async function instanceOn(database: Database, definition: BpmDefinition): Promise<Run> {
  const { db } = database;
  const graph = await graphOf(db, definition);
  const caller = { tenantId: 't1', userId: starter.id, fullname: starter.name };
  // runCommand, as the API runs a command: one transaction (on PostgreSQL begun lazily, its writes
  // at the commit sent as one statement; engine/runtime/deferred.ts), run again on a version conflict.
  const command = <T>(fn: (ctx: CommandContext) => Promise<T>) => runCommand(db, caller, fn);

  return async () => {
    let { createdTaskIds } = await command((ctx) =>
      startInstance(ctx, { definition, graph, starter, data: {} }),
    );
    while (createdTaskIds.length) {
      const taskId = createdTaskIds[0]!;
      ({ createdTaskIds } = await command(async (ctx) => {
        // The task with its request in one statement, as the API reads them (modules/bpm/shared/access.ts).
        const { task, instance } = (await findTaskWithInstance(ctx.db, 't1', taskId))!;
        return completeTask(ctx, {
          instance,
          graph,
          task,
          vote: 'agree',
          opinion: null,
          data: {},
          onBehalfOf: null,
        });
      }));
    }
  };
}

const TRANSACTION = /^\s*(begin|commit|start transaction)\b/i;

/**
 * What one bench instance sends to the driver, through a second handle on the same database whose
 * query log counts: statements, and round trips (the same plus each transaction's begin and commit;
 * on PostgreSQL each is one, on SQLite a function call).
 */
async function countStatements(url: string): Promise<{ statements: number; roundTrips: number }> {
  let statements = 0;
  let roundTrips = 0;
  const counting = openDatabase(url, {
    poolSize: 1,
    log: (event) => {
      if (event.level !== 'query') return;
      roundTrips++;
      if (!TRANSACTION.test(event.query.sql)) statements++;
    },
  });
  try {
    const definition = await counting.db
      .selectFrom('bpmDefinition')
      .selectAll()
      .where('tenantId', '=', 't1')
      .executeTakeFirstOrThrow();
    const run = await instanceOn(counting, definition);
    await run(); // the definition's graph read and anything else a first run does
    statements = roundTrips = 0;
    await run();
    return { statements, roundTrips };
  } finally {
    await counting.close();
  }
}

/** bpmn-engine in memory, given the parsed definition once (as ours compiles once). */
async function bpmnEngine(): Promise<Run> {
  const moddleContext = await new BpmnModdle().fromXML(xml);
  return async () => {
    const engine = new Engine({ name: 'three_step', moddleContext: moddleContext as never });
    const listener = new EventEmitter();
    listener.on('wait', (api: { signal(): void }) => api.signal());
    const ended = new Promise((resolve, reject) => {
      engine.once('end', resolve);
      engine.once('error', reject);
    });
    await engine.execute({ listener });
    await ended;
  };
}

interface Cluster {
  url: string;
  stop(): void;
}

/**
 * BENCH_ENGINE_PROFILE=<file.cpuprofile>: instead of the rounds, a CPU profile of our engine on
 * PostgreSQL alone (PROFILE_INSTANCES instances after the warm-up), to see where its client's time
 * goes; open it in Chrome's DevTools or summarize its self time by function.
 */
const PROFILE_OUT = process.env.BENCH_ENGINE_PROFILE;

async function profile(run: Run, file: string): Promise<void> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const { wall, cpu } = await timed(run, Number(process.env.PROFILE_INSTANCES ?? 400));
  const { profile: result } = await session.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(result));
  session.disconnect();
  console.log(`profiled: ${wall.toFixed(2)} s wall, ${cpu.toFixed(2)} CPU s of this process -> ${file}`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  const sqliteUrl = `sqlite:${join(dir, 'bench.db')}`;
  const sqlite = openDatabase(sqliteUrl);
  const counts: { statements: number; roundTrips: number }[] = [];
  const clusterModule = pathToFileURL(join(import.meta.dirname, '../../scripts/lib/pg-cluster.mjs')).href;
  const { startCluster } = (await import(clusterModule)) as { startCluster: () => Promise<Cluster> };
  const cluster = await startCluster();
  const postgres = openDatabase(cluster.url, { poolSize: 4 });
  const contenders: { name: string; run: Run; seconds: number[]; cpu: number[] }[] = [];
  try {
    contenders.push({ name: 'ours, SQLite (file, WAL)', run: await ours(sqlite), seconds: [], cpu: [] });
    contenders.push({ name: 'ours, PostgreSQL 15', run: await ours(postgres), seconds: [], cpu: [] });
    contenders.push({ name: 'bpmn-engine (in memory)', run: await bpmnEngine(), seconds: [], cpu: [] });
    console.log(`machine: ${machineState()}`);
    for (const c of contenders) await timed(c.run, WARM_UP);
    if (PROFILE_OUT) return await profile(contenders[1]!.run, PROFILE_OUT);
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of contenders) {
        const { wall, cpu } = await timed(c.run, PER_ROUND);
        c.seconds.push(wall);
        c.cpu.push(cpu);
      }
    }
    console.log(`machine: ${machineState()}`);
    counts.push(await countStatements(sqliteUrl), await countStatements(cluster.url));
  } finally {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
    await postgres.close();
    cluster.stop();
  }
  const results = contenders.map((c) => ({
    name: c.name,
    perSecond: PER_ROUND / median(c.seconds),
    perCpuSecond: PER_ROUND / median(c.cpu),
    seconds: c.seconds.reduce((a, b) => a + b, 0),
  }));

  console.log(
    `\nThree-step process (start + 3 completions): ${ROUNDS} rounds of ${PER_ROUND} instances each, ` +
      `taking turns, after ${WARM_UP} warm-up runs; median round\n`,
  );
  console.log(
    `${'engine'.padEnd(28)} ${'instances/s'.padStart(12)} ${'per CPU s'.padStart(10)} ${'seconds'.padStart(9)}`,
  );
  for (const r of results)
    console.log(
      `${r.name.padEnd(28)} ${r.perSecond.toFixed(1).padStart(12)} ${r.perCpuSecond.toFixed(1).padStart(10)} ` +
        `${r.seconds.toFixed(2).padStart(9)}`,
    );
  const [sqliteRun, pgRun, reference] = results as [
    (typeof results)[0],
    (typeof results)[0],
    (typeof results)[0],
  ];
  const ratio = (a: number, b: number) => (a / b).toFixed(2).padStart(8);
  // The goals (issue 33) are on the per-second ratio of the same run.
  console.log('\nratios                          per second  per CPU second (this process only)  goal');
  console.log(
    `  ours SQLite / bpmn-engine     ${ratio(sqliteRun.perSecond, reference.perSecond)}  ` +
      `${ratio(sqliteRun.perCpuSecond, reference.perCpuSecond)}                          >= 10`,
  );
  console.log(
    `  ours PostgreSQL / bpmn-engine ${ratio(pgRun.perSecond, reference.perSecond)}  ` +
      `${ratio(pgRun.perCpuSecond, reference.perCpuSecond)}                          >= 2`,
  );
  console.log(`  ours SQLite / ours PostgreSQL ${ratio(sqliteRun.perSecond, pgRun.perSecond)}`);
  const [onSqlite, onPostgres] = counts as [(typeof counts)[0], (typeof counts)[0]];
  console.log(
    `\nper bench instance: SQLite ${onSqlite.statements} statements (${onSqlite.roundTrips} with begin and commit), ` +
      `PostgreSQL ${onPostgres.statements} statements (${onPostgres.roundTrips} round trips with begin and commit)`,
  );
}

await main();
