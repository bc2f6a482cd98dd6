import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import * as barred from './0050_task_barred.js';
import * as holders from './0051_attachment_holder.js';

/**
 * The issue-10 migrations on data already stored (the seeded demo schools: leaves waiting for
 * their counsellors, sick leaves with proofs, announcements): run down, then up again, they
 * rebuild what the running code writes, and take back hand-overs made to students before the rule.
 */
let database: TestDatabase;
const raw = () => database.db as unknown as Kysely<unknown>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe('0050: the starter is barred from the tasks already open', () => {
  it('bars the starter everywhere but where the engine gave the starter the task, and takes back hand-overs to students', async () => {
    const { db } = database;
    const before = await db.selectFrom('bpmTask').select(['id', 'barredId']).orderBy('id').execute();
    expect(before.some((t) => t.barredId !== null)).toBe(true);
    const pending = await db
      .selectFrom('bpmTask as t')
      .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
      .select(['t.id', 't.tenantId', 't.assigneeId', 't.assigneeName', 'i.starterId'])
      .where('t.status', '=', 'pending')
      .where('t.assigneeId', 'is not', null)
      .orderBy('t.id')
      .execute();
    const [transferred, proxied] = pending;
    const student = await db
      .selectFrom('tenantMember')
      .select('userId')
      .where('tenantId', '=', transferred!.tenantId)
      .where('kind', '=', 'student')
      .where('userId', '<>', transferred!.starterId)
      .executeTakeFirstOrThrow();

    await barred.down(raw());
    // What a transfer, a proxy and a standing delegation to a student left behind before the rule.
    await sql`update bpm_task set assignee_id = ${student.userId}, delivered = 'Y' where id = ${transferred!.id}`.execute(
      raw(),
    );
    const change = (id: string, taskId: string, type: string) =>
      sql`insert into bpm_task_change (id, tenant_id, task_id, instance_id, change_type, owner_id, owner_name,
        executor_id, executor_name, comment, status, created_at, updated_at)
        select ${id}, tenant_id, id, instance_id, ${type}, ${transferred!.assigneeId}, 'x', ${student.userId}, 's',
        null, 'running', 1, 1 from bpm_task where id = ${taskId}`.execute(raw());
    await change('991', transferred!.id, 'shift');
    await change('992', proxied!.id, 'assignee');
    await sql`insert into bpm_agent (id, tenant_id, title, delegator_id, delegator_name, agenter_id, agenter_name,
      agent_type, def_key, start_date, end_date, is_enabled, created_at, updated_at)
      values ('993', ${transferred!.tenantId}, 't', ${transferred!.assigneeId}, 'x', ${student.userId}, 's',
      'all', null, 0, 9999999999999, 'Y', 1, 1)`.execute(raw());
    await barred.up(raw());

    expect(await db.selectFrom('bpmTask').select(['id', 'barredId']).orderBy('id').execute()).toEqual(before);
    expect(
      await db
        .selectFrom('bpmTask')
        .select(['assigneeId', 'delivered'])
        .where('id', '=', transferred!.id)
        .executeTakeFirst(),
    ).toEqual({ assigneeId: transferred!.assigneeId, delivered: 'N' });
    const changes = await db
      .selectFrom('bpmTaskChange')
      .select(['id', 'status'])
      .where('id', 'in', ['991', '992'])
      .orderBy('id')
      .execute();
    expect(changes).toEqual([
      { id: '991', status: 'cancel' },
      { id: '992', status: 'cancel' },
    ]);
    expect(
      (await db.selectFrom('bpmAgent').select('isEnabled').where('id', '=', '993').executeTakeFirst())
        ?.isEnabled,
    ).toBe('N');
  });
});

describe('0051: the files the stored requests and announcements hold', () => {
  it('links every file of a request’s values and an announcement, as the running code does', async () => {
    const { db } = database;
    const links = () =>
      db.selectFrom('attachmentHolder').selectAll().orderBy('attachmentId').orderBy('holderId').execute();
    const written = await links();
    expect(written.some((l) => l.holderType === 'instance')).toBe(true); // the demo sick leaves' proofs
    await holders.down(raw());
    await holders.up(raw());
    expect(await links()).toEqual(written);
  });
});
