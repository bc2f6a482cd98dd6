import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/index.js';
import { HOUR_MS } from '../../../engine/deadlines.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bpmCallers, LEAVE, pendingTask, startRequest } from '../../../test/bpm.js';
import { testDialect } from '../../../test/databases.js';
import { fullScans, queryRecorder } from '../../../test/query-plans.js';
import { sendDeadlineNotices } from './sweep.js';

/**
 * The deadline sweep runs every few minutes on every server, across every school: it must find
 * the few tasks with a notice due through bpm_task_alert_ix (migration 0014) and never read the
 * workflow's history (db/query-plans.test.ts's rule: no SCAN on SQLite, no Seq Scan on PostgreSQL
 * with enable_seqscan off). The school first gets a history: HISTORY ended requests whose tasks
 * had deadlines (closed, their alert_at left behind), and open tasks whose notices are not due yet.
 */
const HISTORY = 3_000;
let t: TestApp;
let logged: Database;
const recorder = queryRecorder();
/** The statements a plan exists for (PostgreSQL's log also has the transactions' begin and commit). */
const statements = () =>
  recorder.take().filter((q) => /^\s*(select|insert|update|delete|with)\b/i.test(q.sql));
let dueTaskId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const tenantId = (
    await db.selectFrom('tenant').select('id').where('code', '=', 'jnlg').executeTakeFirstOrThrow()
  ).id;
  const definition = await db
    .selectFrom('bpmDefinition')
    .select(['id', 'key', 'name', 'version'])
    .where('tenantId', '=', tenantId)
    .where('key', '=', 'leave')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const numbers = sql`with recursive n(k) as (select 1 union all select k + 1 from n where k < ${HISTORY})`;
  await sql`insert into bpm_instance (id, tenant_id, def_id, def_key, def_name, def_version, subject,
      status, result, data, starter_id, starter_name, starter_attrs, version, created_at, updated_at)
    ${numbers} select 'dl-i' || k, ${tenantId}, ${definition.id}, ${definition.key}, ${definition.name},
      ${definition.version}, 'history', 'end', 'agree', '{}', 'dl-u' || (k % 500), 'someone', '{}', 2,
      1700000000000 + k, 1700000000000 + k from n`.execute(db);
  // Closed tasks whose notices were never sent (handled in time), and open ones not due for a day.
  await sql`insert into bpm_task (id, tenant_id, instance_id, execution_id, node_id, name, subject, status,
      outcome, assignee_id, created_version, created_at, due_at, alert_at)
    ${numbers} select 'dl-t' || k, ${tenantId}, 'dl-i' || k, 'dl-e' || k, 'counsellor', 'step', 'history',
      case when k % 10 = 0 then 'pending' else 'completed' end, 'agree', 'dl-s' || (k % 40), 1,
      1700000000000 + k,
      case when k % 10 = 0 then ${now + 48 * HOUR_MS} else 1700000000000 + k end,
      case when k % 10 = 0 then ${now + 24 * HOUR_MS} else 1700000000000 + k end from n`.execute(db);
  if (testDialect() === 'postgres') await sql`analyze`.execute(db);

  // One real request whose counsellor's task has its reminder due.
  const as = await bpmCallers(t.app, ['student', 'counsellor']);
  const id = await startRequest(as.student, 'leave', LEAVE(2));
  dueTaskId = (await pendingTask(as.counsellor, id)).taskId;
  await db
    .updateTable('bpmTask')
    .set({ dueAt: now + HOUR_MS, alertAt: now - 1 })
    .where('id', '=', dueTaskId)
    .execute();
  logged = openDatabase(t.database.url, { poolSize: 2, log: recorder.log });
}, 120_000);
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

describe(`the deadline sweep's query plans (${testDialect()})`, () => {
  it('finds the due task and sends its reminder through indexes only', async () => {
    recorder.take();
    const result = await sendDeadlineNotices(logged.db, Date.now());
    const queries = statements();
    expect(result).toEqual({ reminded: 1, overdue: 0, failed: 0 });
    expect(queries.length).toBeGreaterThan(3);
    expect(await fullScans(logged.db, testDialect(), queries)).toEqual([]);
    const messages = await t.database.db
      .selectFrom('innerMessage')
      .select('id')
      .where('bizId', '=', dueTaskId)
      .execute();
    expect(messages).toHaveLength(1);
  });

  it('reads nothing but the index when nothing is due', async () => {
    recorder.take();
    expect(await sendDeadlineNotices(logged.db, Date.now())).toEqual({ reminded: 0, overdue: 0, failed: 0 });
    const queries = statements();
    expect(queries).toHaveLength(1);
    expect(await fullScans(logged.db, testDialect(), queries)).toEqual([]);
  });
});
