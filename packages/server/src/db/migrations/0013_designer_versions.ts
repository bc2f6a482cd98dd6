import type { Kysely } from 'kysely';

/**
 * The chain designer's versions (issue 29): how each process version came (drawn in the designer,
 * uploaded as a file, restored from an earlier version; null: seeded by the app or deployed
 * through the BPM API) and the publisher's note. Who published is the existing created_by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_definition').addColumn('origin', 'varchar(20)').execute();
  await db.schema.alterTable('bpm_definition').addColumn('comment', 'varchar(200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_definition').dropColumn('comment').execute();
  await db.schema.alterTable('bpm_definition').dropColumn('origin').execute();
}
