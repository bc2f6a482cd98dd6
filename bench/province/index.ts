/**
 * Province benchmark (issue 33): one deployment serving a province's schools, each a tenant, on
 * PostgreSQL with two server instances behind the load generator. Goal: the pending list's p50 at
 * the largest size within 1.3x of the smallest, its p99 at most 50 ms, and one school's heavy
 * day not slowing the other schools' lists beyond that.
 *
 * The data: SCHOOLS schools (the two demo schools and new ones made by the server's own
 * createSchool, with every student-affairs module and the platform's processes), each grown to a
 * share of the province's students (STUDENTS_PER_TASK of the tasks: 1.5 million students for
 * 10 million tasks) and a share of the tasks, OPEN_SHARE of its requests still running. In every
 * school one counsellor's inbox holds exactly 30 open requests at every size: the measured users.
 *
 * The load: CONNECTIONS connections spread over both instances, each signed in as one school's
 * counsellor (the connections cycle through the schools), asking for the first page of the
 * pending list; RATE requests per second in all, arriving as independent users do (an open load,
 * bench/lib/open-load.ts: each request timed from its scheduled arrival; 0: autocannon, as fast as
 * the connections go). First the floor: the same load on GET /api/health (the whole request path
 * and one `select 1`), so the list's figures can be read against what the generator, HTTP and the
 * machine cost. Then the same load on every school but the first while the first has its heavy
 * day (HEAVY connections asking its office's list, the busiest there is, at HEAVY_RATE requests
 * per second, or at each of several rates, `25,50,100`: by default as many as all the other
 * schools together, 49 times its share; 0: as fast as they can, which on a 2-core machine takes
 * the cores from everyone), and the other schools' figures are compared with their quiet ones.
 *
 * Sizes are the province's tasks; generating 10 million rows takes hours on a 2-core machine, so
 * the sizes are a parameter and docs/PERFORMANCE.md says what was run.
 *
 *   npm run bench -- province
 *   BENCH_PROVINCE_TASKS=10000,100000,1000000 BENCH_PROVINCE_SCHOOLS=50 npm run bench -- province
 */
import { HEADER_TOKEN } from '@campus/contract';
import { sql } from 'kysely';
import { createSchool } from '../../packages/server/src/core/setup/create-school.js';
import { seedDemoProcesses } from '../../packages/server/src/db/seed/processes.js';
import { deployAffairModules } from '../../packages/server/src/modules/affairs/deploy.js';
import { loadAffairRegistry } from '../../packages/server/src/modules/affairs/registry/discover.js';
import {
  createBenchDatabase,
  defaultSharedBuffers,
  stopCluster,
  type BenchDatabase,
} from '../lib/bench-db.js';
import type { BulkWriter } from '../lib/bulk.js';
import { checkPendingPlans, type PlanCheck, WORKFLOW_TABLES } from '../lib/plans.js';
import { load } from '../lib/load.js';
import { openLoad } from '../lib/open-load.js';
import { machineState } from '../lib/machine.js';
import { growSchool, type PopulationSize } from '../lib/population.js';
import { buildServer, startServer, type ServerProcess } from '../lib/server-process.js';
import { LANES } from '../lib/snowflake.js';
import { accessToken, BENCH_PASSWORD } from '../lib/sign-in.js';
import { printTable } from '../lib/table.js';
import { writeVolume } from '../lib/volume.js';

const SCHOOLS = Math.min(LANES, Number(process.env.BENCH_PROVINCE_SCHOOLS ?? 50));
const SIZES = (process.env.BENCH_PROVINCE_TASKS ?? '10000,100000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const HEAVY = Number(process.env.BENCH_PROVINCE_HEAVY ?? 30);
const RATE = Number(process.env.BENCH_PROVINCE_RATE ?? 100);
/** One heavy day per rate given (`25,50,100`): how the other schools' p99 follows the heavy school's load. */
const HEAVY_RATES = (process.env.BENCH_PROVINCE_HEAVY_RATE ?? String(RATE)).split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** Schools seeded at a time, each on its own connection. */
const SEEDERS = Math.max(1, Number(process.env.BENCH_PROVINCE_SEEDERS ?? 3));
/** The tables the volume fills: their non-unique indexes are built after the load. */
const BULK_TABLES = [...WORKFLOW_TABLES, 'inner_message', 'leave_record'];
// A province's database server has memory for its indexes (PostgreSQL's guide: a quarter of the
// machine's; this one has 24 GB); the tests' 128 MB would measure the disk cache instead.
defaultSharedBuffers('4GB');
const OPEN_SHARE = 0.2;
const STUDENTS_PER_TASK = 0.15;
/** Tasks per request in the volume's mix (leave, general, scholarship; sent back now and then). */
const TASKS_PER_REQUEST = 1.62;
const LIST = JSON.stringify({ parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] });
const PENDING = '/api/business/v3/bpm/received/query/pending';
const HEALTH = '/api/health';

/** What a load run reports (the open load's extra figures when the rate was given). */
interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** Open load only: how late the generator sent, p99 ms (its own share of the latency). */
  sendLagP99?: number;
}
const GOALS = { p50Ratio: 1.3, p99Ms: 50 };

interface School {
  code: string;
  /** The counsellor whose inbox holds 30 open requests, and the school's busiest user. */
  counsellor: string;
  office: string;
}

interface Province {
  bench: BenchDatabase;
  schools: School[];
  tasks: number;
  open: number;
  students: number;
  seedSeconds: number;
  /** Seconds per seeding phase (growSchool, writeVolume and inserts summed over the schools, which overlap). */
  phases: Record<string, number>;
  /** The pending list's plans on this data (counsellors of the first and last school, the first's office). */
  plans: PlanCheck[];
}

/** A school of about `students` students: colleges of 720 (3 majors, 4 grades, 2 classes of 30). */
function populationOf(students: number): PopulationSize {
  return {
    colleges: Math.max(1, Math.round(students / 720)),
    majorsPerCollege: 3,
    grades: ['2022', '2023', '2024', '2025'],
    classesPerGrade: 2,
    studentsPerClass: 30,
  };
}

/** The new schools, made as a province's platform administrator would: every module, the platform's processes. */
async function addSchools(bench: BenchDatabase, count: number): Promise<string[]> {
  const registry = await loadAffairRegistry();
  const codes: string[] = [];
  for (let i = 1; i <= count; i++) {
    const code = `p${String(i).padStart(3, '0')}`;
    await createSchool(
      bench.database,
      {
        name: `基准大学${i}`,
        code,
        adminAccount: `${code}admin`,
        adminName: '管理员',
        adminPhone: `199${String(i).padStart(8, '0')}`,
        adminPassword: BENCH_PASSWORD,
      },
      {
        passwordHashCost: 1024,
        prepare: async (trx, tenantId, now) => {
          // As the demo seed does: the platform's processes and their categories first.
          await seedDemoProcesses(trx, tenantId, now);
          await deployAffairModules(trx, registry, tenantId, now);
        },
      },
    );
    codes.push(code);
  }
  return codes;
}

async function buildProvince(size: number): Promise<Province> {
  const started = performance.now();
  // In the order they run (the schools' phases overlap: SEEDERS at a time, summed over all).
  const phases: Record<string, number> = Object.fromEntries(
    [
      'database',
      'createSchool',
      'drop indexes',
      'growSchool',
      'writeVolume',
      'inserts within those two',
      'schools (wall clock)',
      'create indexes',
      'analyze',
    ].map((phase) => [phase, 0]),
  );
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    try {
      return await work();
    } finally {
      phases[phase] = (phases[phase] ?? 0) + (performance.now() - from) / 1000;
    }
  };
  const bench = await timed('database', () => createBenchDatabase('postgres', `bench_province_${size}`));
  const { db } = bench.database;
  const demo = (await db.selectFrom('tenant').select('code').orderBy('code').execute()).map((t) => t.code);
  const added = await timed('createSchool', () => addSchools(bench, Math.max(0, SCHOOLS - demo.length)));
  const codes = [...demo, ...added];
  const perSchool = Math.max(1, Math.round(size / TASKS_PER_REQUEST / codes.length));
  const population = populationOf((size * STUDENTS_PER_TASK) / codes.length);
  // SEEDERS schools at a time, each on its own connection: while one connection's batch is
  // stored, the next school's rows are generated, and PostgreSQL works on both cores.
  const raws = await Promise.all(
    Array.from({ length: Math.min(SEEDERS, codes.length) }, () => bench.writer()),
  );
  const found: School[] = [];
  const now = Date.now();
  try {
    await timed('drop indexes', () => raws[0]!.deferIndexes(BULK_TABLES));
    let next = 0;
    const seeder = async (raw: BulkWriter) => {
      // The writes timed apart (within growSchool and writeVolume): generating rows vs. storing them.
      const writer: BulkWriter = {
        ...raw,
        insert: (table, rows) => timed('inserts within those two', () => raw.insert(table, rows)),
      };
      for (let i = next++; i < codes.length; i = next++) {
        const code = codes[i]!;
        const world = await timed('growSchool', () =>
          growSchool(db, writer, population, now - 5 * 365 * 24 * 3600 * 1000, {
            tenantCode: code,
            accountPrefix: `${code}x`,
            withOffice: !demo.includes(code),
            lane: i,
          }),
        );
        await timed('writeVolume', () =>
          writeVolume(db, writer, world, {
            instances: perSchool,
            openShare: OPEN_SHARE,
            years: 4,
            seed: 20261130 + i,
            now,
            pinned: { counsellorId: world.agreeApprover.id, open: 30 },
            lane: i,
          }),
        );
        const office = await db
          .selectFrom('appUser as u')
          .innerJoin('memberRole as mr', 'mr.userId', 'u.id')
          .innerJoin('role as r', 'r.id', 'mr.roleId')
          .select('u.account')
          .where('r.tenantId', '=', world.tenantId)
          .where('r.code', '=', 'office_staff')
          .orderBy('u.account')
          .executeTakeFirstOrThrow();
        found[i] = { code, counsellor: world.agreeApprover.account, office: office.account };
      }
    };
    await timed('schools (wall clock)', () => Promise.all(raws.map(seeder)));
    await timed('create indexes', () => raws[0]!.restoreIndexes());
    await timed('analyze', () => raws[0]!.analyze());
  } finally {
    await Promise.all(raws.map((raw) => raw.close()));
  }
  const schools = found;
  const count = async (table: 'bpm_task' | 'tenant_member', where = '1 = 1') =>
    Number(
      (
        await sql<{
          n: number;
        }>`select count(*) as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(db)
      ).rows[0]!.n,
    );
  const [first, last] = [schools[0]!, schools.at(-1)!];
  const plans = await timed('plans', () =>
    checkPendingPlans(bench.url, [
      { who: `${first.code} counsellor`, account: first.counsellor },
      { who: `${last.code} counsellor`, account: last.counsellor },
      { who: `${first.code} office (the busiest list)`, account: first.office },
    ]),
  );
  const province = {
    bench,
    plans,
    schools,
    tasks: await count('bpm_task'),
    open: await count('bpm_task', `status = 'pending'`),
    students: await count('tenant_member', `kind = 'student'`),
    seedSeconds: (performance.now() - started) / 1000,
    phases,
  };
  await bench.database.close();
  return province;
}

/**
 * One load run over both instances: each connection is one user's (the tokens in turn), asking
 * for the first page of their pending list.
 */
function listLoad(
  servers: readonly ServerProcess[],
  tokens: readonly string[],
  options: { connections: number; rate: number; seconds: number },
): Promise<LoadResult> {
  let next = 0;
  const target = {
    url: servers.map((s) => `${s.url}${PENDING}`),
    method: 'POST' as const,
    body: LIST,
    connectionHeaders: () => ({ [HEADER_TOKEN]: tokens[next++ % tokens.length]! }),
  };
  return options.rate > 0 ? openLoad(target, options) : load(target, options);
}

/** The floor: the same open load on the health route (the request path and one `select 1`). */
function floorLoad(
  servers: readonly ServerProcess[],
  options: { connections: number; rate: number; seconds: number },
): Promise<LoadResult> {
  const target = { url: servers.map((s) => `${s.url}${HEALTH}`), method: 'GET' as const };
  return options.rate > 0 ? openLoad(target, options) : load(target, options);
}

function describe(result: LoadResult): string {
  const lag = result.sendLagP99 === undefined ? '' : `, the generator's send lag p99 ${result.sendLagP99} ms`;
  return `${result.perSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${lag}, ${result.failures} failed`;
}

interface Point {
  size: number;
  province: Omit<Province, 'bench'>;
  floor: LoadResult;
  quiet: LoadResult;
  others: LoadResult;
  heavy: LoadResult;
  /** Every heavy day run (one per HEAVY_RATES): the heavy school's rate, the others' p99 beside it. */
  heavyDays: { rate: number; othersP99: number; heavy: LoadResult; others: LoadResult }[];
}

async function measure(province: Province): Promise<Point> {
  // Every counsellor signs in at once: the login limit is the server's defence, not what is measured.
  const env = { LOGIN_RATE_LIMIT: '100000' };
  const servers = [await startServer(province.bench.url, env), await startServer(province.bench.url, env)];
  try {
    const counsellors: string[] = [];
    for (const [i, school] of province.schools.entries())
      counsellors.push(await accessToken(servers[i % 2]!.url, school.counsellor));
    const heavyOffice = await accessToken(servers[0]!.url, province.schools[0]!.office);
    const load = { connections: CONNECTIONS, rate: RATE, seconds: SECONDS };
    await listLoad(servers, counsellors, { ...load, seconds: Math.max(3, SECONDS / 4) });
    console.log(`  machine: ${machineState()}`);
    const floor = await floorLoad(servers, load);
    console.log(`  the floor (GET ${HEALTH}): ${describe(floor)}`);
    const quiet = await listLoad(servers, counsellors, load);
    console.log(`  the pending list: ${describe(quiet)}`);
    // Every school but the first, quiet and then beside the first's heavy day.
    const others = counsellors.slice(1);
    const othersQuiet = await listLoad(servers, others, load);
    const heavyDays: Point['heavyDays'] = [];
    for (const rate of HEAVY_RATES) {
      const [othersBusy, heavy] = await Promise.all([
        listLoad(servers, others, load),
        listLoad(servers, [heavyOffice], { connections: HEAVY, rate, seconds: SECONDS }),
      ]);
      console.log(
        `  heavy day at ${rate > 0 ? `${rate} req/s` : 'full speed'}: other schools' p99 ${othersBusy.p99} ms ` +
          `(quiet ${othersQuiet.p99} ms: ${(othersBusy.p99 / othersQuiet.p99).toFixed(2)}x); the heavy school's office list: ${describe(heavy)}`,
      );
      heavyDays.push({ rate, othersP99: othersBusy.p99, heavy, others: othersBusy });
    }
    const { bench: _bench, ...rest } = province;
    // The table's heavy day: the last (by default the only) rate.
    const { heavy, others: othersBusy } = heavyDays.at(-1)!;
    return { size: province.tasks, province: rest, floor, quiet, others: othersBusy, heavy, heavyDays };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${machineState()}`);
  console.log(
    `${SCHOOLS} schools, sizes ${SIZES.join(', ')} tasks; ${CONNECTIONS} connections over 2 instances at ` +
      `${RATE > 0 ? `${RATE} req/s` : 'full speed'}, ${SECONDS} s; heavy day ${HEAVY} connections at ` +
      HEAVY_RATES.map((rate) => (rate > 0 ? `${rate} req/s` : 'full speed')).join(', '),
  );
  buildServer();
  const points: Point[] = [];
  try {
    for (const size of SIZES) {
      console.log(`\n--- ${size} tasks: seeding ---`);
      const province = await buildProvince(size);
      console.log(
        `  ${province.schools.length} schools, ${province.students} students, ${province.tasks} tasks ` +
          `(${province.open} open); seeded in ${province.seedSeconds.toFixed(0)} s`,
      );
      console.log(
        `  seeding phases: ${Object.entries(province.phases)
          .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`)
          .join(', ')}`,
      );
      for (const check of province.plans) {
        console.log(
          `  plans of ${check.who}'s pending list (${check.statements} statements, ${check.databaseMs} ms in the server): ` +
            (check.seqScans.length === 0
              ? `no sequential scan of ${WORKFLOW_TABLES.join(', ')}; indexes ${check.indexes.join(', ')}`
              : `SEQUENTIAL SCANS:\n    ${check.seqScans.join('\n    ')}`),
        );
      }
      try {
        points.push(await measure(province));
      } finally {
        await province.bench.drop().catch(() => undefined);
      }
    }
  } finally {
    stopCluster();
  }
  const failed = (p: Point) =>
    p.floor.failures +
    p.quiet.failures +
    p.heavyDays.reduce((n, d) => n + d.heavy.failures + d.others.failures, 0);
  console.log(`\nthe pending list of one counsellor per school (30 open each), ${CONNECTIONS} connections`);
  printTable(
    [
      'tasks',
      'open',
      'students',
      'floor p50 / p99 ms',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'others p99 beside a heavy day',
    ],
    points.map((p) => [
      p.province.tasks,
      p.province.open,
      p.province.students,
      `${p.floor.p50} / ${p.floor.p99}`,
      p.quiet.perSecond.toFixed(0),
      p.quiet.p50,
      p.quiet.p99,
      failed(p),
      `${p.others.p99} ms`,
    ]),
  );
  const [small, large] = [points[0]!, points.at(-1)!];
  console.log(
    `p50 ${large.province.tasks} / ${small.province.tasks} tasks: ${(large.quiet.p50 / small.quiet.p50).toFixed(2)}x ` +
      `(goal <= ${GOALS.p50Ratio}); p99 at ${large.province.tasks}: ${large.quiet.p99} ms (goal <= ${GOALS.p99Ms} ms); ` +
      `beside a heavy day: ${large.others.p99} ms (goal <= ${GOALS.p99Ms} ms)`,
  );
  for (const p of points)
    console.log(
      `heavy days at ${p.province.tasks} tasks: ` +
        p.heavyDays
          .map((d) => `${d.rate > 0 ? d.rate : 'full speed'} -> others' p99 ${d.othersP99} ms`)
          .join(', '),
    );
  if (points.some((p) => failed(p) > 0)) process.exitCode = 1;
  const scanned = points.filter((p) => p.province.plans.some((c) => c.seqScans.length > 0));
  console.log(
    scanned.length === 0
      ? `plans: the pending list scans no workflow table sequentially at any size`
      : `plans: sequential scans of workflow tables at ${scanned.map((p) => p.province.tasks).join(', ')} tasks`,
  );
  if (scanned.length > 0) process.exitCode = 1;
}

await main();
