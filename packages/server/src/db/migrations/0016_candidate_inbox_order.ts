import { sql, type Kysely } from 'kysely';

/**
 * A candidate row carries what the pending list orders and counts by (issue 33, the province's
 * heavy day): an office's shared step can hold tens of thousands of open tasks, and the list read
 * every one of them, by key, to count them and to find the newest 20.
 *
 * - `created_at`: its task's creation time, written with the row (a task's never changes).
 * - `is_open` now also says the candidate is not the one the task bars (its request's starter,
 *   `bpm_task.barred_id`, set once when the task is made): 'Y' means this person may take the
 *   task now, so the candidate branch of the inbox needs no look at the task.
 * - The index `(tenant_id, user_id, is_open, created_at, task_id)` replaces `(tenant_id, user_id,
 *   is_open)`: the count of a user's open shared tasks is an index-only scan, and the first page
 *   the first entries of the same index read backwards (engine/queries.ts, `actableTasks`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bpm_task_candidate')
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update bpm_task_candidate set created_at = (
      select t.created_at from bpm_task t where t.id = bpm_task_candidate.task_id)`.execute(db);
  await sql`update bpm_task_candidate set is_open = 'N' where is_open = 'Y' and exists (
      select 1 from bpm_task t where t.id = bpm_task_candidate.task_id and t.barred_id = bpm_task_candidate.user_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('bpm_task_candidate_inbox_ix')
    .on('bpm_task_candidate')
    .columns(['tenant_id', 'user_id', 'is_open', 'created_at', 'task_id'])
    .execute();
  await db.schema.dropIndex('bpm_task_candidate_open_ix').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bpm_task_candidate_open_ix')
    .on('bpm_task_candidate')
    .columns(['tenant_id', 'user_id', 'is_open'])
    .execute();
  await db.schema.dropIndex('bpm_task_candidate_inbox_ix').execute();
  // A barred starter's row reopens with its task, as before.
  await sql`update bpm_task_candidate set is_open = 'Y' where is_open = 'N' and exists (
      select 1 from bpm_task t where t.id = bpm_task_candidate.task_id and t.status = 'pending'
        and t.assignee_id is null)`.execute(db);
  await db.schema.alterTable('bpm_task_candidate').dropColumn('created_at').execute();
}
