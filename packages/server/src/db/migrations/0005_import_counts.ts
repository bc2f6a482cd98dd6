import type { Kysely } from 'kysely';

/**
 * What an import did, for its history (issue 28): rows added, updated and left unchanged (the
 * refused ones are `error_count`). Zero for imports written before, which did not count them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['added', 'updated', 'unchanged'])
    await db.schema
      .alterTable('affair_import')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema
    .createIndex('affair_import_history')
    .on('affair_import')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('affair_import_history').execute();
  for (const column of ['unchanged', 'updated', 'added'])
    await db.schema.alterTable('affair_import').dropColumn(column).execute();
}
