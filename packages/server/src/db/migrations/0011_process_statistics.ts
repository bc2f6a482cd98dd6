import { sql, type Kysely } from 'kysely';

/**
 * Process statistics (issue 34) read one school's requests of one year: without an index on the
 * request's creation time, that is every request the school ever had (the starter and process
 * indexes start with other columns). The tasks are then found through bpm_task_instance_ix.
 *
 * Partial (`created_at > 0`, true of every row) so that only a query stating that term can use
 * it: process statistics do (modules/bpm/statistics/scope.ts); the inbox lists, which order by
 * the creation time, would otherwise take it on SQLite for the order and read the school's whole
 * history instead of the caller's share (db/query-plans.test.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bpm_instance_created_ix')
    .on('bpm_instance')
    .columns(['tenant_id', 'created_at'])
    .where(sql.ref('created_at'), '>', sql.lit(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_instance_created_ix').execute();
}
