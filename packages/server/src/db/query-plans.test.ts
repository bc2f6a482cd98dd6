import type { ListQuery } from '@campus/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../http/auth.js';
import { groupReview, review } from '../modules/affairs/lists.js';
import { groupQuery } from '../modules/affairs/records/query.js';
import { loadAffairRegistry } from '../modules/affairs/registry/discover.js';
import { createInitiatedService } from '../modules/bpm/initiated/service.js';
import { createReceivedService } from '../modules/bpm/received/service.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/databases.js';
import { demoSchoolId } from '../test/demo-school.js';
import { fullScans, queryRecorder, rowsReadFrom } from '../test/query-plans.js';
import { openDatabase, type Database } from './index.js';
import type { DB } from './schema.js';

/**
 * The inbox queries read only the caller's share of the workflow tables: every statement the
 * pending list, the handled lists, "my requests" and the leave module's review list run (with
 * their follow-up lookups) finds its rows through an index, never by scanning a table that
 * grows with the school's history (SQLite: EXPLAIN QUERY PLAN has no SCAN of them; PostgreSQL:
 * EXPLAIN has no Seq Scan of them, see test/query-plans.ts for why enable_seqscan is off).
 * bench/scale measures what this buys: the same latency at 10k and at 1M tasks.
 *
 * A planner's choice means something only at a realistic size: on the seeded template (a few
 * requests) PostgreSQL picks any index that starts with tenant_id, as all cost the same. So the
 * school first gets a history of other people's requests (HISTORY of them, two tasks each), and
 * PostgreSQL its statistics (ANALYZE, as autovacuum would have run). SQLite is left without
 * statistics, as the server leaves it: its plans must hold on the planner's defaults.
 */
const HISTORY = 5_000;
let testDb: TestDatabase;
let logged: Database;
const recorder = queryRecorder();
const callers = {} as Record<'counsellor' | 'office' | 'student' | 'college', AuthContext>;
const ROLES = {
  counsellor: 'counsellor',
  office: 'office_staff',
  student: 'student',
  college: 'college_staff',
};
const LIST: ListQuery = { parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] };

beforeAll(async () => {
  testDb = await createTestDatabase();
  logged = openDatabase(testDb.url, { poolSize: 2, log: recorder.log });
  await addHistory(testDb.db, await demoSchoolId(testDb.db));
  if (testDialect() === 'postgres') await sql`analyze`.execute(testDb.db);
  const rows = await testDb.db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .innerJoin('tenant as t', 't.id', 'm.tenantId')
    .select(['u.id', 'u.account', 'u.fullname', 'm.tenantId', 'm.kind', 'm.orgId'])
    .where('t.code', '=', 'jnlg')
    .where('u.account', 'in', ['counsellor', 'office', 'student', 'college'])
    .execute();
  for (const row of rows) {
    callers[row.account as keyof typeof callers] = {
      userId: row.id,
      account: row.account,
      fullname: row.fullname,
      tenantId: row.tenantId,
      tokenId: 'plan-test',
      familyId: 'plan-test',
      clientId: 'plan-test',
      roleId: 'ALL',
      isSuper: false,
      isTenantAdmin: false,
      kind: row.kind,
      orgId: row.orgId,
      roles: [ROLES[row.account as keyof typeof ROLES]],
    };
  }
});
afterAll(async () => {
  await logged?.close();
  await testDb?.destroy();
});

/**
 * Ended leave requests of 500 other students, each with a completed and a cancelled task, the
 * completion's history row, and (for most) the student's return; and, as in a real school, some
 * requests still waiting for other approvers (an open task each, 3 %).
 */
async function addHistory(db: Kysely<DB>, tenantId: string): Promise<void> {
  const definition = await db
    .selectFrom('bpmDefinition')
    .select(['id', 'key', 'name', 'version'])
    .where('tenantId', '=', tenantId)
    .where('key', '=', 'leave')
    .executeTakeFirstOrThrow();
  const numbers = sql`with recursive n(k) as (select 1 union all select k + 1 from n where k < ${HISTORY})`;
  await sql`insert into bpm_instance (id, tenant_id, def_id, def_key, def_name, def_version, subject,
      status, result, data, starter_id, starter_name, starter_attrs, version, created_at, updated_at)
    ${numbers} select 'plan-i' || k, ${tenantId}, ${definition.id}, ${definition.key}, ${definition.name},
      ${definition.version}, 'history', 'end', 'agree', '{}', 'plan-u' || (k % 500), 'someone', '{}', 2,
      1700000000000 + k, 1700000000000 + k from n`.execute(db);
  for (const [suffix, status, approvers] of [
    ['a', 'completed', 40],
    ['b', 'cancelled', 40],
  ] as const) {
    await sql`insert into bpm_task (id, tenant_id, instance_id, execution_id, node_id, name, subject, status,
        outcome, assignee_id, completed_by, created_version, closed_version, created_at, completed_at)
      ${numbers} select 'plan-t' || k || ${suffix}, ${tenantId}, 'plan-i' || k, 'plan-e' || k, 'counsellor',
        'step', 'history', ${status}, 'agree', 'plan-s' || (k % ${approvers}), 'plan-s' || (k % ${approvers}),
        1, 2, 1700000000000 + k, 1700000000001 + k from n`.execute(db);
  }
  await sql`insert into bpm_task (id, tenant_id, instance_id, execution_id, node_id, name, subject, status,
      assignee_id, created_version, created_at)
    ${numbers} select 'plan-t' || k || 'c', ${tenantId}, 'plan-i' || k, 'plan-e' || k, 'college', 'step',
      'history', 'pending', 'plan-s' || (k % 40), 2, 1700000000001 + k from n where k % 33 = 0`.execute(db);
  await sql`insert into bpm_history (id, tenant_id, instance_id, task_id, node_id, node_name, action,
      actor_id, actor_name, task_created_at, created_at, version, snapshot)
    ${numbers} select 'plan-h' || k, ${tenantId}, 'plan-i' || k, 'plan-t' || k || 'a', 'counsellor', 'step',
      'agree', 'plan-s' || (k % 40), 'someone', 1700000000000 + k, 1700000000001 + k, 2, '{}' from n`.execute(
    db,
  );
  await sql`insert into leave_record (id, tenant_id, student_id, returned_at, created_at)
    ${numbers} select 'plan-i' || k, ${tenantId}, 'plan-u' || (k % 500), 1700000000002 + k, 1700000000002 + k
      from n where k % 20 <> 0`.execute(db);
}

/** Runs `read`, then checks the plan of every statement it ran. */
async function expectIndexedOnly(read: () => Promise<unknown>): Promise<void> {
  recorder.take();
  await read();
  const queries = recorder.take();
  expect(queries.length).toBeGreaterThan(0);
  expect(await fullScans(logged.db, testDialect(), queries)).toEqual([]);
}

const received = () => createReceivedService(logged.db);
const initiated = () => createInitiatedService(logged.db);
const affairs = async () => ({ db: logged.db, registry: await loadAffairRegistry() });

const LISTS: [string, () => Promise<unknown>][] = [
  ['pending list (own tasks)', () => received().pending(callers.counsellor, 'zh-CN', LIST)],
  ['pending list (shared tasks: candidates)', () => received().pending(callers.office, 'zh-CN', LIST)],
  ['handled list, per request', () => received().handled(callers.counsellor, 'zh-CN', LIST)],
  ['handled list, per task', () => received().handledTasks(callers.counsellor, 'zh-CN', LIST)],
  ['concluded list', () => received().concluded(callers.counsellor, 'zh-CN', LIST)],
  ['revocable list', () => received().revocable(callers.counsellor, 'zh-CN', LIST)],
  ['my requests', () => initiated().requested(callers.student, 'zh-CN', LIST, false)],
  ['my finished requests', () => initiated().requested(callers.student, 'zh-CN', LIST, true)],
  [
    "the leave module's review list, with its triage flags",
    async () => {
      const ctx = await affairs();
      return review(ctx, callers.counsellor, 'zh-CN', ctx.registry.module('leave')!, LIST);
    },
  ],
  [
    "a group's review list across its schemes",
    async () => {
      const ctx = await affairs();
      return groupReview(ctx, callers.college, 'zh-CN', ctx.registry.group('jxj')!, LIST);
    },
  ],
  [
    "the staff query over a group's requests",
    async () => {
      const ctx = await affairs();
      return groupQuery(ctx, callers.college, 'zh-CN', ctx.registry.group('jxj')!, LIST);
    },
  ],
];

describe(`inbox query plans (${testDialect()})`, () => {
  // SQLite: first on the planner's defaults (the server never runs ANALYZE), then with statistics
  // (an operator may run it, and the planner then weighs indexes differently). PostgreSQL has them.
  if (testDialect() === 'sqlite') {
    describe('on the planner defaults', () => {
      it.each(LISTS)('%s', async (_name, read) => expectIndexedOnly(read));
    });
  }
  describe('with statistics', () => {
    beforeAll(async () => {
      if (testDialect() === 'sqlite') await sql`analyze`.execute(testDb.db);
    });
    it.each(LISTS)('%s', async (_name, read) => expectIndexedOnly(read));
  });
});

/**
 * An office's shared step in a large school holds thousands of open tasks (the province bench:
 * 100,000 at 10M tasks). The pending list counts them from the candidate rows alone and reads the
 * tasks of its page only (engine/queries.ts, actableTasks): PostgreSQL runs the page as a Limit
 * over the branches merged in creation order. Measured in rows, not time: EXPLAIN ANALYZE's rows
 * of bpm_task per statement. (SQLite's plans have no row counts; its inbox serves one school.)
 */
describe.runIf(testDialect() === 'postgres')(
  'the pending list of an office with thousands of shared tasks',
  () => {
    const SHARED = 3_000;
    beforeAll(async () => {
      const office = callers.office;
      await sql`insert into bpm_task (id, tenant_id, instance_id, execution_id, node_id, name, subject, status,
        created_version, created_at)
      select 'plan-o' || k, ${office.tenantId}, 'plan-i' || k, 'plan-e' || k, 'office', 'step', 'shared',
        'pending', 2, 1800000000000 + k from generate_series(1, ${SHARED}) k`.execute(testDb.db);
      await sql`insert into bpm_task_candidate (tenant_id, task_id, user_id, is_open, via, created_at)
      select ${office.tenantId}, 'plan-o' || k, ${office.userId}, 'Y', 'role', 1800000000000 + k
        from generate_series(1, ${SHARED}) k`.execute(testDb.db);
      await sql`analyze`.execute(testDb.db);
    });

    it.each([1, 3])('reads a page of tasks, not all of them (page %i of 20)', async (pageNo) => {
      recorder.take();
      const reply = await received().pending(callers.office, 'zh-CN', {
        ...LIST,
        requestPage: { pageNo, limit: 20 },
      });
      const queries = recorder.take();
      const count = queries.find((q) => q.sql.includes('count(*)'));
      const page = queries.find((q) => q.sql.includes('limit'));
      expect(reply.pageResult.totalCount).toBeGreaterThanOrEqual(SHARED);
      // The newest first: the inserted tasks are newer than the demo's.
      expect(reply.dataResult[0]!.createTime).toBe(1800000000000 + SHARED - (pageNo - 1) * 20);
      expect(await rowsReadFrom(logged.db, count!, 'bpm_task')).toBeLessThanOrEqual(20);
      expect(await rowsReadFrom(logged.db, page!, 'bpm_task')).toBeLessThanOrEqual(pageNo * 20 + 20);
    });
  },
);
