/**
 * API benchmark: autocannon against the built server in its own process, on SQLite and on
 * PostgreSQL, each with seeded volume (the demo schools grown to ~6,000 students, 125k requests
 * over four years, ~200k tasks, ~3 % still open). Endpoints:
 *   - the pending list (inbox) as the demo counsellor (30 open tasks among the volume) and as the
 *     demo office clerk (a busy user: a candidate on every request waiting at the office step),
 *   - the leave module's review list as the counsellor,
 *   - agree, each request on its own task prepared for the run (a short leave the agree ends),
 *   - start: the leave module's apply as the demo student (creates a request and its first task);
 * baseline: a bare Fastify route (bench/api/bare-server.mjs) in its own process, measured before
 * and after the endpoints; ratios are against the mean of the two.
 *
 *   npm run bench -- api
 *   BENCH_DB=sqlite BENCH_SECONDS=5 BENCH_INSTANCES=60000 npm run bench -- api
 */
import { HEADER_TOKEN } from '@campus/contract';
import { stopCluster, type Dialect } from '../lib/bench-db.js';
import { createDataset } from '../lib/dataset.js';
import { load, type LoadResult, type LoadTarget } from '../lib/load.js';
import { accessToken } from '../lib/sign-in.js';
import { machineState } from '../lib/machine.js';
import {
  buildServer,
  startBareServer,
  startProcess,
  startServer,
  type ServerProcess,
} from '../lib/server-process.js';
import { captureStatements, saveStatements } from './captured-statements.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTable } from '../lib/table.js';
import { moduleEndpoints } from '@campus/contract/api/affairs/module';
import { receivedEndpoints } from '@campus/contract/api/bpm/received';
import { benchSerialization, type SerializationCase } from './serialization.js';
import { addDays, schoolDate } from '../../packages/server/src/lib/school-date.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = Math.max(1, Math.round(SECONDS / 4));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 125_000);
const AGREES = Number(process.env.BENCH_AGREES ?? 3000);
const WARM_AGREES = 200;
const DIALECTS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',') as Dialect[];
const BARE_SERVER = join(import.meta.dirname, 'bare-server.mjs');
const LIST = JSON.stringify({ parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] });

async function signIn(server: ServerProcess, account: string): Promise<Record<string, string>> {
  return { [HEADER_TOKEN]: await accessToken(server.url, account) };
}

interface Measured {
  name: string;
  result: LoadResult;
  /** The server process's CPU per request (µs): steadier than req/s on a shared machine. */
  cpuPerRequest: number;
}

async function run(
  name: string,
  server: ServerProcess,
  target: LoadTarget,
  amount?: { warm: number; measured: number },
): Promise<Measured> {
  await load(target, { seconds: WARM_SECONDS, connections: CONNECTIONS, amount: amount?.warm });
  const cpu = server.cpuSeconds();
  const result = await load(target, { seconds: SECONDS, connections: CONNECTIONS, amount: amount?.measured });
  const cpuPerRequest = (1e6 * (server.cpuSeconds() - cpu)) / result.requests;
  console.log(
    `  ${name}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
      `server CPU ${cpuPerRequest.toFixed(0)} µs/request` +
      (result.failures ? `, ${result.failures} FAILED` : ''),
  );
  return { name, result, cpuPerRequest };
}

async function benchDialect(dialect: Dialect): Promise<void> {
  console.log(`\n--- ${dialect}: seeding ---`);
  const dataset = await createDataset(dialect, 'bench_api', {
    instances: INSTANCES,
    openShare: 0.03,
    years: 4,
    seed: 20260901,
    pinnedOpen: 30,
    prepared: WARM_AGREES + AGREES,
  });
  const { volume } = dataset;
  console.log(
    `${volume.instances} instances, ${volume.tasks} tasks (${volume.openTasks} open), ${volume.history} history rows, ` +
      `${dataset.world.students.length} students; seeded in ${dataset.seedSeconds.toFixed(0)} s`,
  );
  await dataset.bench.database.close();

  const bare = await startBareServer();
  const server = await startServer(dataset.bench.url);
  const bareDrivers = new Map<string, { statements: number; server: ServerProcess }>();
  const measured: Measured[] = [];
  const serialization: SerializationCase[] = [];
  try {
    const [counsellor, office, student, approver] = await Promise.all(
      ['counsellor', 'office', 'student', dataset.world.agreeApprover.account].map((a) => signIn(server, a)),
    );
    const api = (path: string) => `${server.url}/api${path}`;
    // The same SQL as each pending list, through the bare driver (captured-statements.ts).
    const pendingPath = '/business/v3/bpm/received/query/pending';
    for (const [who, headers] of [
      ['counsellor', counsellor],
      ['office', office],
    ] as const) {
      const statements = await captureStatements(dataset.bench.url, {
        url: `/api${pendingPath}`,
        headers: headers!,
        body: LIST,
      });
      const file = join(tmpdir(), `bench-bare-sql-${process.pid}-${who}.json`);
      saveStatements(file, statements);
      bareDrivers.set(who, {
        statements: statements.length,
        server: await startProcess(
          BARE_SERVER,
          { BARE_DATABASE_URL: dataset.bench.url, BARE_STATEMENTS: file },
          '/bare',
        ),
      });
    }
    console.log(`machine: ${machineState()}`);
    measured.push(
      await run('bare Fastify route (before)', bare, { url: `${bare.url}/bare`, method: 'POST', body: LIST }),
    );
    for (const [who, driver] of bareDrivers)
      measured.push(
        await run(`bare driver: the pending list's ${driver.statements} statements, ${who}`, driver.server, {
          url: `${driver.server.url}/bare-sql`,
          method: 'POST',
          body: LIST,
        }),
      );
    measured.push(
      await run('pending list, counsellor', server, {
        url: api('/business/v3/bpm/received/query/pending'),
        method: 'POST',
        headers: counsellor,
        body: LIST,
      }),
    );
    measured.push(
      await run('pending list, busy user (office)', server, {
        url: api('/business/v3/bpm/received/query/pending'),
        method: 'POST',
        headers: office,
        body: LIST,
      }),
    );
    measured.push(
      await run('leave review list, counsellor', server, {
        url: api('/lxgl/v3/affairs/leave/review'),
        method: 'POST',
        headers: counsellor,
        body: LIST,
      }),
    );
    const tasks = [...volume.preparedTaskIds];
    measured.push(
      await run(
        'agree (prepared tasks)',
        server,
        {
          url: api('/business/v3/bpm/task/agree'),
          method: 'POST',
          headers: approver,
          body: () => JSON.stringify({ taskId: tasks.shift() ?? 'none-left', opinion: '同意' }),
        },
        { warm: WARM_AGREES, measured: AGREES },
      ),
    );
    const today = schoolDate(Date.now());
    // Each application its own two days: a student cannot be on two leaves at once.
    let nextDay = 1;
    const apply = () => {
      const first = nextDay;
      nextDay += 2;
      return JSON.stringify({
        data: {
          leaveType: 'personal',
          period: [addDays(today, first), addDays(today, first + 1)],
          reason: '家中有事，需回家处理',
          destination: '江苏省苏州市',
          contactPhone: '13900000002',
        },
      });
    };
    measured.push(
      await run('start (leave apply)', server, {
        url: api('/lxgl/v3/affairs/leave/apply'),
        method: 'POST',
        headers: student,
        body: apply,
      }),
    );
    measured.push(
      await run('bare Fastify route (after)', bare, { url: `${bare.url}/bare`, method: 'POST', body: LIST }),
    );
    console.log(`machine: ${machineState()}`);
    const replyOf = async (path: string, headers: Record<string, string> | undefined) =>
      (
        await fetch(api(path), {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: LIST,
        })
      ).json();
    serialization.push({
      name: 'pending list, busy user (office)',
      endpoint: receivedEndpoints.pending,
      reply: await replyOf('/business/v3/bpm/received/query/pending', office),
    });
    serialization.push({
      name: "a group's record list (leave review, counsellor)",
      endpoint: moduleEndpoints({ service: 'lxgl', key: 'leave' }).review,
      reply: await replyOf('/lxgl/v3/affairs/leave/review', counsellor),
    });
  } finally {
    await server.stop();
    await bare.stop();
    for (const driver of bareDrivers.values()) await driver.server.stop();
    await dataset.bench.drop();
  }

  const baseline = (measured[0]!.result.perSecond + measured.at(-1)!.result.perSecond) / 2;
  const baselineCpu = (measured[0]!.cpuPerRequest + measured.at(-1)!.cpuPerRequest) / 2;
  console.log(
    `\n${dialect}: ${CONNECTIONS} connections, ${SECONDS} s per endpoint (agree: ${AGREES} requests), after a warm-up`,
  );
  printTable(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'CPU µs/req', 'vs bare (CPU)', 'failed'],
    measured.map(({ name, result, cpuPerRequest }) => [
      name,
      result.perSecond.toFixed(0),
      result.p50.toFixed(1),
      result.p99.toFixed(1),
      `${((100 * result.perSecond) / baseline).toFixed(1)} %`,
      cpuPerRequest.toFixed(0),
      `${((100 * baselineCpu) / cpuPerRequest).toFixed(1)} %`,
      result.failures,
    ]),
  );
  console.log(
    "'vs bare': req/s as a share of the bare route's; 'vs bare (CPU)': the same from the server's CPU per " +
      "request (the bare route's CPU per request / the endpoint's), which a shared machine's load disturbs less.",
  );
  const against = (endpoint: string, driver: string) => {
    const a = measured.find((m) => m.name === endpoint)!;
    const b = measured.find((m) => m.name.startsWith('bare driver') && m.name.endsWith(driver))!;
    return [
      endpoint,
      `${((100 * a.result.perSecond) / b.result.perSecond).toFixed(1)} %`,
      `${((100 * b.cpuPerRequest) / a.cpuPerRequest).toFixed(1)} %`,
      '>= 50 %',
    ];
  };
  console.log(`\n${dialect}: the pending list against its own SQL through the bare driver (issue 33)`);
  printTable(
    ['endpoint', 'vs bare driver (req/s)', 'vs bare driver (CPU)', 'goal'],
    [
      against('pending list, counsellor', 'counsellor'),
      against('pending list, busy user (office)', 'office'),
    ],
  );
  console.log(
    "On PostgreSQL both figures leave out the database server's own CPU (the same for both); on SQLite the " +
      'driver works in the process, so its CPU is in both.',
  );
  benchSerialization(serialization);
}

async function main(): Promise<void> {
  buildServer();
  console.log(`machine: ${machineState()}`);
  try {
    for (const dialect of DIALECTS) await benchDialect(dialect);
  } finally {
    stopCluster();
  }
}

await main();
