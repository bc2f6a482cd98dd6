import type { Kysely } from 'kysely';

/**
 * The change log (issue 28): who changed what, when, from where, and the fields before and after,
 * for every staff write of settings, batches and quotas, bills and payments, sanctions, scores and
 * approved profile changes. Rows are only ever inserted (core/change-log): nothing updates or
 * deletes one. Read newest first per school, by object and by actor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('actor_id', 'varchar(32)')
    .addColumn('actor_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('client', 'varchar(200)', (c) => c.notNull())
    .addColumn('object_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('object_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('change_log_time_ix').on('change_log').columns(['tenant_id', 'at']).execute();
  await db.schema
    .createIndex('change_log_object_ix')
    .on('change_log')
    .columns(['tenant_id', 'object_kind', 'object_id', 'at'])
    .execute();
  await db.schema
    .createIndex('change_log_actor_ix')
    .on('change_log')
    .columns(['tenant_id', 'actor_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('change_log').execute();
}
