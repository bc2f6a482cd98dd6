/**
 * Engine benchmark: start and complete a three-step process N times
 *   - through our engine with persistence, on SQLite (a temp file) and on PostgreSQL (a throwaway
 *     cluster), one transaction per command exactly as the API runs them;
 *   - through bpmn-engine, in memory, on the same BPMN file;
 * then print instances per second for each and the ratios.
 *
 *   npm run bench -- engine            (or: npx tsx --conditions=source bench/engine/index.ts)
 *   BENCH_N=500 npm run bench -- engine
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BpmnModdle } from 'bpmn-moddle';
import { Engine } from 'bpmn-engine';
import type { MemberProfile } from '../../packages/server/src/core/org/profile.js';
import { migrateToLatest, openDatabase, type Database } from '../../packages/server/src/db/index.js';
import { graphOf } from '../../packages/server/src/engine/cache.js';
import { deployProcess } from '../../packages/server/src/engine/deploy.js';
import { completeTask } from '../../packages/server/src/engine/runtime/commands/complete.js';
import { startInstance } from '../../packages/server/src/engine/runtime/commands/start.js';
import type { CommandContext } from '../../packages/server/src/engine/runtime/run.js';
import { findInstance, findTask } from '../../packages/server/src/engine/runtime/store.js';

const N = Number(process.env.BENCH_N ?? 300);
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

/** Instances per second of `run`, after a warm-up. */
async function measure(run: () => Promise<void>): Promise<{ perSecond: number; seconds: number }> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const started = performance.now();
  for (let i = 0; i < N; i++) await run();
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: N / seconds, seconds };
}

/** Our engine on a migrated database: one instance = a start and three agrees, each its own transaction. */
async function ours(database: Database): Promise<{ perSecond: number; seconds: number }> {
  const { db } = database;
  await migrateToLatest(db);
  const now = Date.now();
  await db
    .insertInto('tenant')
    .values({ id: 't1', code: 'bench', name: 'Bench', shortName: 'Bench', status: 'active', createdAt: now })
    .execute();
  const definition = await deployProcess(db, { tenantId: 't1', xml });
  const graph = await graphOf(db, definition);
  const actor = { id: starter.id, name: starter.name };
  const command = <T>(fn: (ctx: CommandContext) => Promise<T>) =>
    db.transaction().execute((trx) => fn({ db: trx, tenantId: 't1', actor, now: Date.now() }));

  return measure(async () => {
    let { createdTaskIds } = await command((ctx) =>
      startInstance(ctx, { definition, graph, starter, data: {} }),
    );
    while (createdTaskIds.length) {
      const taskId = createdTaskIds[0]!;
      ({ createdTaskIds } = await command(async (ctx) => {
        const task = (await findTask(ctx.db, 't1', taskId))!;
        const instance = (await findInstance(ctx.db, 't1', task.instanceId))!;
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
  });
}

/** bpmn-engine in memory, given the parsed definition once (as ours compiles once). */
async function bpmnEngine(): Promise<{ perSecond: number; seconds: number }> {
  const moddleContext = await new BpmnModdle().fromXML(xml);
  return measure(async () => {
    const engine = new Engine({ name: 'three_step', moddleContext: moddleContext as never });
    const listener = new EventEmitter();
    listener.on('wait', (api: { signal(): void }) => api.signal());
    const ended = new Promise((resolve, reject) => {
      engine.once('end', resolve);
      engine.once('error', reject);
    });
    await engine.execute({ listener });
    await ended;
  });
}

interface Cluster {
  url: string;
  stop(): void;
}

async function main(): Promise<void> {
  const results: { name: string; perSecond: number; seconds: number }[] = [];

  const dir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  const sqlite = openDatabase(`sqlite:${join(dir, 'bench.db')}`);
  try {
    results.push({ name: 'ours, SQLite (file, WAL)', ...(await ours(sqlite)) });
  } finally {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }

  const clusterModule = pathToFileURL(join(import.meta.dirname, '../../scripts/lib/pg-cluster.mjs')).href;
  const { startCluster } = (await import(clusterModule)) as { startCluster: () => Promise<Cluster> };
  const cluster = await startCluster();
  const postgres = openDatabase(cluster.url, { poolSize: 4 });
  try {
    results.push({ name: 'ours, PostgreSQL 15', ...(await ours(postgres)) });
  } finally {
    await postgres.close();
    cluster.stop();
  }

  results.push({ name: 'bpmn-engine (in memory)', ...(await bpmnEngine()) });

  console.log(
    `\nThree-step process, ${N} instances each (start + 3 completions), after ${WARM_UP} warm-up runs\n`,
  );
  console.log(`${'engine'.padEnd(28)} ${'instances/s'.padStart(12)} ${'seconds'.padStart(9)}`);
  for (const r of results)
    console.log(
      `${r.name.padEnd(28)} ${r.perSecond.toFixed(1).padStart(12)} ${r.seconds.toFixed(2).padStart(9)}`,
    );
  const [sqliteRun, pgRun, reference] = results as [
    (typeof results)[0],
    (typeof results)[0],
    (typeof results)[0],
  ];
  console.log('\nratios (instances per second)');
  console.log(`  ours SQLite / bpmn-engine      ${(sqliteRun.perSecond / reference.perSecond).toFixed(2)}`);
  console.log(`  ours PostgreSQL / bpmn-engine  ${(pgRun.perSecond / reference.perSecond).toFixed(2)}`);
  console.log(`  ours SQLite / ours PostgreSQL  ${(sqliteRun.perSecond / pgRun.perSecond).toFixed(2)}`);
}

await main();
