import type { Kysely } from 'kysely';

/**
 * Indexes for the inbox queries at volume (issue 7; db/query-plans.test.ts checks the plans):
 *   - proxies: the pending list finds the tasks a user was handed as a proxy by executor
 *     (engine/queries.ts actableTaskIds); before, only by task;
 *   - handled lists: a user's completed tasks, with the request they belong to, from the index
 *     alone (it replaces bpm_task_completed_ix, a prefix of it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bpm_task_change_executor_ix')
    .on('bpm_task_change')
    .columns(['executor_id', 'status'])
    .execute();
  await db.schema
    .createIndex('bpm_task_handled_ix')
    .on('bpm_task')
    .columns(['tenant_id', 'completed_by', 'status', 'instance_id'])
    .execute();
  await db.schema.dropIndex('bpm_task_completed_ix').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bpm_task_completed_ix')
    .on('bpm_task')
    .columns(['tenant_id', 'completed_by'])
    .execute();
  await db.schema.dropIndex('bpm_task_handled_ix').execute();
  await db.schema.dropIndex('bpm_task_change_executor_ix').execute();
}
