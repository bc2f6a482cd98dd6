/**
 * Scale benchmark: the pending list's latency with 10k and with 1M tasks in the school, on
 * SQLite and on PostgreSQL, and the ratio of the two (goal: at most 1.3, i.e. indexed queries
 * only: the cost follows the user's share of the tables, not their size).
 *
 * "The same user's share of open tasks kept constant": the measured user is the demo counsellor,
 * whose inbox holds the same 30 open requests (plus the demo seed's one) at both sizes; every
 * thing else grows a hundredfold: the history of requests and tasks, and the other users' open
 * tasks (2 % of the requests at both sizes). An inbox that tested every open task of the school
 * would slow down with them; one driven from the user's own rows does not.
 *
 * Measured in process, through the pending list's service (the repo query, its count and the
 * per-row lookups), sequentially, after a warm-up: the HTTP layer's constant cost would only
 * dilute the ratio. Both data sets are seeded first, then measured in turns (ROUNDS rounds of
 * RUNS / ROUNDS calls each), so that a shared machine's changing load weighs on both alike.
 *
 *   npm run bench -- scale
 *   BENCH_DB=sqlite BENCH_SCALE_TASKS=10000,100000 npm run bench -- scale
 */
import type { ListQuery } from '@campus/contract';
import { sql } from 'kysely';
import type { AuthContext } from '../../packages/server/src/http/auth.js';
import { createReceivedService } from '../../packages/server/src/modules/bpm/received/service.js';
import { stopCluster, type Dialect } from '../lib/bench-db.js';
import { createDataset, type Dataset } from '../lib/dataset.js';
import { machineState } from '../lib/machine.js';
import { percentile, printTable } from '../lib/table.js';

const SIZES = (process.env.BENCH_SCALE_TASKS ?? '10000,1000000').split(',').map(Number);
const DIALECTS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',') as Dialect[];
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const ROUNDS = 10;
const WARM_UP = 50;
/** Tasks per request in the volume's mix (leave, general, scholarship; sent back now and then). */
const TASKS_PER_REQUEST = 1.62;
const LIST: ListQuery = { parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] };

interface Point {
  tasks: number;
  instances: number;
  open: number;
  mine: number;
  p50: number;
  p99: number;
  mean: number;
}

interface Prepared {
  dataset: Dataset;
  call: () => Promise<number>;
  times: number[];
}

/** Seeds a data set of about `targetTasks` tasks; `call` runs the counsellor's pending list once. */
async function prepare(dialect: Dialect, targetTasks: number): Promise<Prepared> {
  const dataset = await createDataset(dialect, `bench_scale_${targetTasks}`, {
    instances: Math.round(targetTasks / TASKS_PER_REQUEST),
    openShare: 0.02,
    years: 4,
    seed: 20260902,
    pinnedOpen: 30,
  });
  const { db } = dataset.bench.database;
  const tenant = await db
    .selectFrom('tenant')
    .select('id')
    .where('code', '=', 'jnlg')
    .executeTakeFirstOrThrow();
  const counsellor = { userId: dataset.accounts.counsellor, tenantId: tenant.id } as AuthContext;
  const pending = createReceivedService(db).pending;
  console.log(`  seeded ${dataset.volume.tasks} tasks in ${dataset.seedSeconds.toFixed(0)} s`);
  return {
    dataset,
    call: async () => (await pending(counsellor, 'zh-CN', LIST)).pageResult.totalCount,
    times: [],
  };
}

async function summarise({ dataset, call, times }: Prepared): Promise<Point> {
  const { db } = dataset.bench.database;
  const count = async (where: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from bpm_task where ${sql.raw(where)}`.execute(db))
        .rows[0]!.n,
    );
  const sorted = [...times].sort((a, b) => a - b);
  return {
    tasks: await count('1 = 1'),
    instances: dataset.volume.instances,
    open: await count(`status = 'pending'`),
    mine: await call(),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

async function main(): Promise<void> {
  console.log(`machine: ${machineState()}`);
  try {
    for (const dialect of DIALECTS) {
      console.log(`\n--- ${dialect} ---`);
      const prepared: Prepared[] = [];
      try {
        for (const size of SIZES) prepared.push(await prepare(dialect, size));
        console.log(`machine: ${machineState()}`);
        for (const p of prepared) for (let i = 0; i < WARM_UP; i++) await p.call();
        for (let round = 0; round < ROUNDS; round++) {
          for (const p of prepared) {
            for (let i = 0; i < RUNS / ROUNDS; i++) {
              const started = performance.now();
              await p.call();
              p.times.push(performance.now() - started);
            }
          }
        }
        console.log(`machine: ${machineState()}`);
      } catch (error) {
        for (const p of prepared) await p.dataset.bench.drop();
        throw error;
      }
      const points: Point[] = [];
      for (const p of prepared) {
        points.push(await summarise(p));
        await p.dataset.bench.drop();
      }
      console.log(`\n${dialect}: the counsellor's pending list, ${RUNS} sequential calls per size, in turns`);
      printTable(
        ['tasks', 'requests', 'open tasks', "counsellor's", 'p50 ms', 'p99 ms', 'mean ms'],
        points.map((p) => [
          p.tasks,
          p.instances,
          p.open,
          p.mine,
          p.p50.toFixed(2),
          p.p99.toFixed(2),
          p.mean.toFixed(2),
        ]),
      );
      const [small, large] = [points[0]!, points.at(-1)!];
      console.log(
        `ratio ${large.tasks} / ${small.tasks} tasks: p50 ${(large.p50 / small.p50).toFixed(2)}, ` +
          `mean ${(large.mean / small.mean).toFixed(2)}, p99 ${(large.p99 / small.p99).toFixed(2)} (goal: <= 1.3)`,
      );
    }
  } finally {
    stopCluster();
  }
}

await main();
