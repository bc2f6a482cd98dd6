import type { Kysely } from 'kysely';

/**
 * Process statistics (issue 34) read one school's requests of one year: without an index on the
 * request's creation time, that is every request the school ever had (the starter and process
 * indexes start with other columns). The tasks are then found through bpm_task_instance_ix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bpm_instance_created_ix')
    .on('bpm_instance')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_instance_created_ix').execute();
}
