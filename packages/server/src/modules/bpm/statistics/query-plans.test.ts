import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import type { AuthContext } from '../../../http/auth.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../../test/databases.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { fullScans, queryRecorder } from '../../../test/query-plans.js';
import { createStatisticsService } from './service.js';

/**
 * Process statistics read the school's requests of one year through bpm_instance_created_ix
 * (migration 0011) and their tasks through bpm_task_instance_ix: no statement scans a table that
 * grows with the school's history (the same check as db/query-plans.test.ts, whose comment says
 * why the school first gets a history and PostgreSQL its statistics). A fifth of the history
 * here is this year's, so the year's range is not empty; the rest is what the index skips.
 */
const HISTORY = 5_000;
let testDb: TestDatabase;
let logged: Database;
const recorder = queryRecorder();
const callers = {} as Record<'counsellor' | 'office' | 'college', AuthContext>;
const ROLES = { counsellor: 'counsellor', office: 'office_staff', college: 'college_staff' };

async function addHistory(db: Kysely<DB>, tenantId: string): Promise<void> {
  const definition = await db
    .selectFrom('bpmDefinition')
    .select(['id', 'key', 'name', 'version'])
    .where('tenantId', '=', tenantId)
    .where('key', '=', 'general')
    .executeTakeFirstOrThrow();
  const students = await db
    .selectFrom('tenantMember')
    .select('userId')
    .where('tenantId', '=', tenantId)
    .where('kind', '=', 'student')
    .limit(200)
    .execute();
  const numbers = sql`with recursive n(k) as (select 1 union all select k + 1 from n where k < ${HISTORY})`;
  const now = Date.now();
  // A school's fifth year: one request in five this year (the last hours), the rest in earlier years,
  // which the year's range skips.
  const created = sql`case when k % 5 = 0 then cast(${now} as bigint) - k * 1000 else 1500000000000 + k end`;
  const starters = students.map((s) => s.userId);
  await sql`insert into bpm_instance (id, tenant_id, def_id, def_key, def_name, def_version, subject,
      status, result, data, starter_id, starter_name, starter_attrs, version, created_at, updated_at)
    ${numbers} select 'plan-i' || k, ${tenantId}, ${definition.id}, ${definition.key}, ${definition.name},
      ${definition.version}, 'history', 'end', 'agree', '{}',
      case k % 3 when 0 then ${starters[0]} when 1 then ${starters[50]} else ${starters[150]} end,
      'someone', '{}', 2, ${created}, ${created} from n`.execute(db);
  await sql`insert into bpm_task (id, tenant_id, instance_id, execution_id, node_id, name, subject, status,
      outcome, assignee_id, completed_by, created_version, closed_version, created_at, completed_at)
    ${numbers} select 'plan-t' || k, ${tenantId}, 'plan-i' || k, 'plan-e' || k, 'counsellor', 'step', 'history',
      'completed', case when k % 10 = 0 then 'reject' else 'agree' end, 'plan-s' || (k % 40),
      'plan-s' || (k % 40), 1, 2, ${created}, ${created} + (k % 97) * 60000 from n`.execute(db);
  await sql`insert into bpm_task (id, tenant_id, instance_id, execution_id, node_id, name, subject, status,
      assignee_id, created_version, created_at)
    ${numbers} select 'plan-p' || k, ${tenantId}, 'plan-i' || k, 'plan-e' || k, 'office', 'step', 'history',
      'pending', 'plan-s' || (k % 40), 2, ${created} from n where k % 33 = 0`.execute(db);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  logged = openDatabase(testDb.url, { poolSize: 2, log: recorder.log });
  const tenantId = await demoSchoolId(testDb.db);
  await addHistory(testDb.db, tenantId);
  if (testDialect() === 'postgres') await sql`analyze`.execute(testDb.db);
  const rows = await testDb.db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .select(['u.id', 'u.account', 'u.fullname', 'm.kind', 'm.orgId'])
    .where('m.tenantId', '=', tenantId)
    .where('u.account', 'in', Object.keys(ROLES))
    .execute();
  for (const row of rows) {
    const account = row.account as keyof typeof ROLES;
    callers[account] = {
      userId: row.id,
      account: row.account,
      fullname: row.fullname,
      tenantId,
      tokenId: 'plan-test',
      familyId: 'plan-test',
      clientId: 'plan-test',
      roleId: 'ALL',
      isSuper: false,
      isTenantAdmin: false,
      kind: row.kind,
      orgId: row.orgId,
      roles: [ROLES[account]],
    };
  }
});
afterAll(async () => {
  await logged?.close();
  await testDb?.destroy();
});

async function expectIndexedOnly(read: () => Promise<unknown>): Promise<void> {
  recorder.take();
  await read();
  const queries = recorder.take();
  expect(queries.length).toBeGreaterThan(0);
  expect(await fullScans(logged.db, testDialect(), queries)).toEqual([]);
}

const service = () => createStatisticsService(logged.db, testDialect());
const READS: [string, () => Promise<unknown>][] = [
  ["a counsellor's figures", () => service().figures(callers.counsellor, 'zh-CN', {})],
  ["a college's figures", () => service().figures(callers.college, 'zh-CN', {})],
  ["the office's figures, the school's", () => service().figures(callers.office, 'zh-CN', {})],
  [
    "the office's figures for one process",
    () => service().figures(callers.office, 'zh-CN', { process: 'general' }),
  ],
  ["the filters' choices", () => service().options(callers.office)],
];

describe(`process statistics query plans (${testDialect()})`, () => {
  if (testDialect() === 'sqlite') {
    describe('on the planner defaults', () => {
      it.each(READS)('%s', async (_name, read) => expectIndexedOnly(read));
    });
  }
  describe('with statistics', () => {
    beforeAll(async () => {
      if (testDialect() === 'sqlite') await sql`analyze`.execute(testDb.db);
    });
    it.each(READS)('%s', async (_name, read) => expectIndexedOnly(read));
  });

  it('counts the history it was given (the reads are not empty)', async () => {
    const figures = await service().figures(callers.office, 'zh-CN', { process: 'general' });
    expect(figures.total).toBeGreaterThanOrEqual(HISTORY / 5 - 1);
    expect(figures.stepDurations.length).toBeGreaterThan(0);
  });
});
