import { sql, type Kysely } from 'kysely';

/**
 * Candidate rows say whether their task is still open to the candidates (`is_open`: 'Y' while the
 * task is pending and nobody holds it, else 'N'; engine/runtime/store.ts keeps it in step). The
 * pending list finds a user's shared tasks by (tenant, user, is_open = 'Y'): the rows of tasks long
 * done stay (they grant read access to the request) but are no longer read by every inbox. The
 * office clerk, a candidate on every request that ever reached the office, read all of them.
 * The new index replaces bpm_task_candidate_user_ix, a prefix of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bpm_task_candidate')
    .addColumn('is_open', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .execute();
  await sql`update bpm_task_candidate set is_open = 'N'
    where not exists (select 1 from bpm_task t where t.id = bpm_task_candidate.task_id
      and t.status = 'pending' and t.assignee_id is null)`.execute(db);
  await db.schema
    .createIndex('bpm_task_candidate_open_ix')
    .on('bpm_task_candidate')
    .columns(['tenant_id', 'user_id', 'is_open'])
    .execute();
  await db.schema.dropIndex('bpm_task_candidate_user_ix').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bpm_task_candidate_user_ix')
    .on('bpm_task_candidate')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema.dropIndex('bpm_task_candidate_open_ix').execute();
  await db.schema.alterTable('bpm_task_candidate').dropColumn('is_open').execute();
}
