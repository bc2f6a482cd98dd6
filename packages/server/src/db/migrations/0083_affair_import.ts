import type { Kysely } from 'kysely';

/**
 * Spreadsheet imports of the student-affairs mechanism (modules/affairs/import): an upload's
 * rows as read and checked, kept until the uploader confirms them; then its state and counts.
 * The rows are the kind's own parsed values as JSON; nothing of them is written elsewhere until
 * the whole file is accepted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affair_import')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('error_count', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('message', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affair_import_user_ix')
    .on('affair_import')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('affair_import').execute();
}
