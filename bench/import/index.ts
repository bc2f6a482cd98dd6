/**
 * Import benchmark: the finance office's bill spreadsheet of N rows (10,000 by default) through
 * the student-affairs import (modules/affairs/import: read the .xlsx, match the headers, parse and
 * check every row, stage it, confirm, write all rows in one transaction), against a baseline in
 * the same run: inserting the same bills and items straight into the tables in one transaction,
 * the least any import must do. Prints each figure (median of ROUNDS) and the ratio; asserts
 * nothing about absolute times.
 *
 *   npm run bench -- import                 (or: npx tsx --conditions=source bench/import/index.ts)
 *   BENCH_N=2000 BENCH_DIALECT=postgres npm run bench -- import
 */
import type { AuthContext } from '../../packages/server/src/http/auth.js';
import { newId } from '../../packages/server/src/lib/ids.js';
import { writeSheet } from '../../packages/server/src/modules/affairs/import/index.js';
import {
  confirmImport,
  importsSettled,
  importStatus,
} from '../../packages/server/src/modules/affairs/import/run.js';
import { stageImport } from '../../packages/server/src/modules/affairs/import/stage.js';
import { billImport } from '../../packages/server/src/modules/affairs/modules/sfgl/bills-import.js';
import { createBenchDatabase, stopCluster, type Dialect } from '../lib/bench-db.js';
import { machineState } from '../lib/machine.js';
import { printTable } from '../lib/table.js';

const N = Number(process.env.BENCH_N ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DIALECT = (process.env.BENCH_DIALECT ?? 'sqlite') as Dialect;
const HEADER = ['学号', '姓名', '学年', '学费', '住宿费', '教材费', '保险费', '减免', '备注'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const bench = await createBenchDatabase(DIALECT, 'bench_import');
const { db } = bench.database;
try {
  const tenant = await db.selectFrom('tenant').select('id').orderBy('code').executeTakeFirstOrThrow();
  const students = await db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.fullname', 'm.number'])
    .where('m.tenantId', '=', tenant.id)
    .where('m.kind', '=', 'student')
    .orderBy('m.number')
    .execute();
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
  /** N rows: every student once per academic year, as many years as it takes, from `firstYear` on. */
  const rowsFrom = (firstYear: number) =>
    Array.from({ length: N }, (_, i) => {
      const s = students[i % students.length]!;
      const year = firstYear + Math.floor(i / students.length);
      return [s.number, s.fullname, `${year}-${year + 1}`, 5200, 1200, 420, 380, i % 20 === 0 ? 500 : '', ''];
    });
  const yearsPerRound = Math.ceil(N / students.length) + 1;

  async function viaImport(firstYear: number) {
    const content = await writeSheet(HEADER, rowsFrom(firstYear));
    const started = performance.now();
    const scope = {
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
    };
    const preview = await stageImport(scope, billImport, { name: 'bills.xlsx', content }, 'zh-CN');
    if (!preview.acceptable) throw new Error(`rejected: ${JSON.stringify(preview.errors.slice(0, 3))}`);
    const staged = performance.now();
    await confirmImport(scope, billImport, preview.id, 'zh-CN');
    await importsSettled();
    const status = await importStatus(scope, billImport, preview.id, 'zh-CN');
    if (status.state !== 'done') throw new Error(`import ${status.state}: ${status.message}`);
    const done = performance.now();
    return { total: done - started, staged: staged - started, written: done - staged };
  }

  async function baseline(firstYear: number) {
    const rows = rowsFrom(firstYear);
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500) {
        const bills = rows.slice(i, i + 500).map((r, j) => ({
          id: newId(),
          tenantId: tenant.id,
          studentId: students[(i + j) % students.length]!.id,
          academicYear: r[2] as string,
          due: 720_000,
          reduced: 0,
          paid: 0,
          deferred: 0,
          deferredUntil: null,
          remark: null,
          createdAt: 1,
          updatedAt: 1,
        }));
        await trx.insertInto('feeBill').values(bills).execute();
        const items = bills.flatMap((b) =>
          (['tuition', 'accommodation', 'textbooks', 'insurance'] as const).map((item) => ({
            billId: b.id,
            tenantId: tenant.id,
            item,
            due: 100,
            reduced: 0,
          })),
        );
        for (let k = 0; k < items.length; k += 500)
          await trx
            .insertInto('feeBillItem')
            .values(items.slice(k, k + 500))
            .execute();
      }
    });
    return performance.now() - started;
  }

  // One warm-up of each, then the rounds (each on fresh academic years, so every row is new).
  let year = 2100;
  const next = () => (year += yearsPerRound) - yearsPerRound;
  await baseline(next());
  await viaImport(next());
  const base: number[] = [];
  const imported: { total: number; staged: number; written: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    base.push(await baseline(next()));
    imported.push(await viaImport(next()));
  }
  const b = median(base);
  const total = median(imported.map((r) => r.total));
  console.log(`${machineState()}; ${DIALECT}; ${N} rows; median of ${ROUNDS} rounds`);
  printTable(
    ['', 'ms', 'x baseline'],
    [
      ['baseline: insert bills and items, one transaction', Math.round(b), '1.00'],
      [
        'import: read, check, stage',
        Math.round(median(imported.map((r) => r.staged))),
        (median(imported.map((r) => r.staged)) / b).toFixed(2),
      ],
      [
        'import: confirm and write',
        Math.round(median(imported.map((r) => r.written))),
        (median(imported.map((r) => r.written)) / b).toFixed(2),
      ],
      ['import: whole', Math.round(total), (total / b).toFixed(2)],
    ],
  );
} finally {
  await bench.drop();
  stopCluster();
}
