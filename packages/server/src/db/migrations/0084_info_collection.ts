import type { Kysely } from 'kysely';

/**
 * Information collection (issue 13, xxcj): a collection staff design from the form format (its
 * definition kept as JSON), for an audience of orgs (colleges, classes) and grades until a
 * deadline; one entry per student and collection (the unique index makes a repeat the same row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('info_collection')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('org_ids', 'text', (c) => c.notNull())
    .addColumn('grades', 'text', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('creator_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('info_collection_tenant_ix')
    .on('info_collection')
    .columns(['tenant_id', 'deadline'])
    .execute();

  await db.schema
    .createTable('info_collection_entry')
    .addColumn('collection_id', 'varchar(32)', (c) => c.notNull().references('info_collection.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('info_collection_entry_pk', ['collection_id', 'student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('info_collection_entry').execute();
  await db.schema.dropTable('info_collection').execute();
}
