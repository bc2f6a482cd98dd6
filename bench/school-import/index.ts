/**
 * School import benchmark (issue 28): a realistic school of N students (30,000 by default) from
 * the generator (scripts/school-sheets.mjs), its seven master-data files staged and confirmed
 * kind by kind through the import mechanism (read the .xlsx, check, stage, confirm, write in one
 * transaction), on SQLite or PostgreSQL. Prints for each kind and the whole: rows, seconds,
 * rows/s and the peak growth of the process's resident memory while it ran (sampled every 20 ms),
 * and a baseline from the same run: the same students' rows inserted straight into the tables
 * (account, membership, profile) in one transaction, 500 at a time. Asserts nothing about times.
 *
 *   npm run bench -- school-import
 *   BENCH_N=30000 BENCH_DIALECT=postgres npm run bench -- school-import
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthContext } from '../../packages/server/src/http/auth.js';
import { newId } from '../../packages/server/src/lib/ids.js';
import type { ImportKind, ImportScope } from '../../packages/server/src/modules/affairs/import/kind.js';
import { assignmentImport } from '../../packages/server/src/modules/affairs/import/master/assignments.js';
import { bedImport } from '../../packages/server/src/modules/affairs/import/master/beds.js';
import {
  classImport,
  majorImport,
  orgImport,
} from '../../packages/server/src/modules/affairs/import/master/orgs.js';
import {
  staffImport,
  studentImport,
} from '../../packages/server/src/modules/affairs/import/master/people.js';
import {
  confirmImport,
  importsSettled,
  importStatus,
} from '../../packages/server/src/modules/affairs/import/run.js';
import { stageImport } from '../../packages/server/src/modules/affairs/import/stage.js';
import { schoolSheets, writeSchoolSheets, type SchoolKind } from '../../scripts/school-sheets.mjs';
import { createBenchDatabase, stopCluster, type Dialect } from '../lib/bench-db.js';
import { machineState } from '../lib/machine.js';
import { printTable } from '../lib/table.js';

const N = Number(process.env.BENCH_N ?? 30_000);
const DIALECT = (process.env.BENCH_DIALECT ?? 'sqlite') as Dialect;
const SEED = Number(process.env.BENCH_SEED ?? 28);
const KINDS: Record<SchoolKind, ImportKind<never>> = {
  orgs: orgImport,
  majors: majorImport,
  classes: classImport,
  staff: staffImport,
  students: studentImport,
  assignments: assignmentImport,
  beds: bedImport,
} as Record<SchoolKind, ImportKind<never>>;

const MB = 1024 * 1024;
/** The highest resident memory since the last reset, sampled every 20 ms. */
const rss = (() => {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  timer.unref();
  return {
    reset: () => (peak = process.memoryUsage().rss),
    peak: () => Math.max(peak, process.memoryUsage().rss),
  };
})();

const dir = mkdtempSync(join(tmpdir(), 'bench-school-'));
const generatedAt = performance.now();
const files = await writeSchoolSheets(dir, { students: N, seed: SEED });
const generated = performance.now() - generatedAt;

const bench = await createBenchDatabase(DIALECT, 'bench_school_import');
const { db } = bench.database;
try {
  const tenant = await db.selectFrom('tenant').select('id').orderBy('code').executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.account', 'u.fullname', 'm.orgId'])
    .where('m.tenantId', '=', tenant.id)
    .where('m.isTenantAdmin', '=', 'Y')
    .executeTakeFirstOrThrow();
  const caller: AuthContext = {
    userId: admin.id,
    account: admin.account,
    fullname: admin.fullname,
    tenantId: tenant.id,
    tokenId: 'bench',
    familyId: 'bench',
    clientId: 'bench',
    roleId: 'ALL',
    isSuper: false,
    isTenantAdmin: true,
    kind: 'staff',
    orgId: admin.orgId,
    roles: ['tenant_admin'],
  };
  const scope = (): ImportScope => ({
    db,
    tenantId: tenant.id,
    caller,
    now: Date.now(),
    change: {
      tenantId: tenant.id,
      actorId: caller.userId,
      actorName: 'bench',
      ip: '127.0.0.1',
      client: 'bench',
    },
  });

  async function importFile(kind: SchoolKind, path: string) {
    const started = performance.now();
    const base = rss.reset();
    const s = scope();
    const preview = await stageImport(
      s,
      KINDS[kind],
      { name: `${kind}.xlsx`, content: readFileSync(path) },
      'zh-CN',
    );
    if (!preview.acceptable)
      throw new Error(
        `${kind} refused: ${preview.errorCount} errors, ${JSON.stringify(preview.errors.slice(0, 3))}`,
      );
    const staged = performance.now();
    await confirmImport(s, KINDS[kind], preview.id, 'zh-CN');
    await importsSettled();
    const status = await importStatus(s, KINDS[kind], preview.id, 'zh-CN');
    if (status.state !== 'done') throw new Error(`${kind} ${status.state}: ${status.message}`);
    const done = performance.now();
    return {
      staged: staged - started,
      written: done - staged,
      total: done - started,
      rss: rss.peak() - base,
    };
  }

  /** The students' own rows, written the least an import could: 500 at a time, one transaction. */
  async function baseline() {
    const sheet = (await schoolSheets({ students: N, seed: SEED })).find((s) => s.kind === 'students')!;
    const classes = new Map(
      (await db.selectFrom('org').select(['id', 'code']).where('tenantId', '=', tenant.id).execute()).map(
        (o) => [o.code, o.id],
      ),
    );
    const at = Date.now();
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < sheet.rows.length; i += 500) {
        const part = sheet.rows.slice(i, i + 500).map((r) => ({ id: newId(), row: r.map(String) }));
        await trx
          .insertInto('appUser')
          .values(
            part.map(({ id, row }) => ({
              id,
              account: `base.${row[0]}`,
              passwordHash: '!unset$',
              fullname: row[1]!,
              pinyin: '',
              mobile: null,
              email: null,
              gender: row[2] === '男' ? ('male' as const) : ('female' as const),
              photoId: null,
              isSuper: 'N' as const,
              status: 'inactive' as const,
              passwordChangedAt: at,
              passwordExpiresAt: null,
              mainTenantId: tenant.id,
              language: null,
              createdAt: at,
              updatedAt: at,
            })),
          )
          .execute();
        await trx
          .insertInto('tenantMember')
          .values(
            part.map(({ id, row }) => ({
              tenantId: tenant.id,
              userId: id,
              kind: 'student' as const,
              number: `B${row[0]}`,
              orgId: classes.get(row[5]!)!,
              title: null,
              isTenantAdmin: 'N' as const,
              status: 'active' as const,
              studyStatus: 'enrolled' as const,
              enrolmentYear: Number(row[6]),
              graduationYear: Number(row[7]),
              createdAt: at,
            })),
          )
          .execute();
        await trx
          .insertInto('studentProfile')
          .values(
            part.map(({ id, row }) => ({
              tenantId: tenant.id,
              userId: id,
              idNumber: row[3]!,
              birthDate: null,
              ethnicity: null,
              politicalStatus: null,
              province: null,
              address: null,
              bankName: null,
              bankCard: null,
              familyIncome: null,
              updatedAt: at,
            })),
          )
          .execute();
      }
    });
    return performance.now() - started;
  }

  const results: {
    kind: string;
    rows: number;
    staged: number;
    written: number;
    total: number;
    rss: number;
  }[] = [];
  const startRss = process.memoryUsage().rss;
  for (const file of files)
    results.push({ kind: file.kind, rows: file.rows, ...(await importFile(file.kind, file.path)) });
  const base = await baseline();

  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const all = results.reduce(
    (sum, r) => ({
      rows: sum.rows + r.rows,
      staged: sum.staged + r.staged,
      written: sum.written + r.written,
      total: sum.total + r.total,
      rss: Math.max(sum.rss, r.rss),
    }),
    { rows: 0, staged: 0, written: 0, total: 0, rss: 0 },
  );
  const students = results.find((r) => r.kind === 'students')!;
  console.log(
    `${machineState()}; ${DIALECT}; ${N} students (seed ${SEED}); sheets generated in ${seconds(generated)} s; ` +
      `rss ${Math.round(startRss / MB)} MB before the imports`,
  );
  printTable(
    ['kind', 'rows', 'stage s', 'write s', 'total s', 'rows/s', 'peak rss +MB'],
    [...results, { kind: 'all kinds', ...all }].map((r) => [
      r.kind,
      r.rows,
      seconds(r.staged),
      seconds(r.written),
      seconds(r.total),
      Math.round(r.rows / (r.total / 1000)),
      Math.round(r.rss / MB),
    ]),
  );
  printTable(
    ['students', 's', 'x baseline'],
    [
      ['baseline: insert account, membership, profile rows, one transaction', seconds(base), '1.00'],
      [
        'import: read, check, stage, confirm, write',
        seconds(students.total),
        (students.total / base).toFixed(1),
      ],
    ],
  );
} finally {
  await bench.drop();
  stopCluster();
  rmSync(dir, { recursive: true, force: true });
}
