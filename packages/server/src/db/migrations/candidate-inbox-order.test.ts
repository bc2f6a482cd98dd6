import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { migrateToLatest } from '../index.js';
import { migrationProvider } from './index.js';

/**
 * Migration 0016 on a school's existing rows: every candidate row gets its task's creation time,
 * and the row of a person the task bars closes (the inbox counts open rows without the task).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe('migration 0016 (the candidate rows carry the inbox order)', () => {
  it("fills created_at from the tasks and closes a barred person's row, on data written before it", async () => {
    const db = database.db;
    const open = await db
      .selectFrom('bpmTaskCandidate')
      .select(['taskId', 'userId'])
      .where('isOpen', '=', 'Y')
      .orderBy('taskId')
      .executeTakeFirstOrThrow();
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
    const undone = await migrator.migrateTo('0015_engine_expect_rows');
    expect(undone.error).toBeUndefined();
    // Before 0016 a barred candidate's row stayed open with its task (the inbox checked the task).
    await sql`update bpm_task set barred_id = ${open.userId} where id = ${open.taskId}`.execute(db);

    expect(await migrateToLatest(db)).toContain('0016_candidate_inbox_order');
    const rows = await db
      .selectFrom('bpmTaskCandidate as c')
      .innerJoin('bpmTask as t', 't.id', 'c.taskId')
      .select(['c.taskId', 'c.userId', 'c.isOpen', 'c.createdAt', 't.createdAt as taskCreatedAt'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => Number(r.createdAt) !== Number(r.taskCreatedAt))).toEqual([]);
    const barred = rows.find((r) => r.taskId === open.taskId && r.userId === open.userId);
    expect(barred?.isOpen).toBe('N');
  });
});
