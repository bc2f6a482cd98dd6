import type { Kysely } from 'kysely';

/**
 * Web Push (issue 16): the installation's VAPID key pair (one row, made on first use), each
 * device's push subscription of a signed-in user, and the outbox of pushes written with the
 * action they report and sent after it commits (core/push).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_vapid')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('public_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('private_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('device', 'varchar(100)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('enabled', 'char(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_sent_at', 'bigint')
    .execute();
  // A browser's endpoint belongs to one user at a time: subscribing again moves it.
  await db.schema
    .createIndex('push_subscription_endpoint_ux')
    .on('push_subscription')
    .column('endpoint')
    .unique()
    .execute();
  await db.schema
    .createIndex('push_subscription_user_ix')
    .on('push_subscription')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('title_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('body_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_outbox_time_ix').on('push_outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['push_outbox', 'push_subscription', 'push_vapid'])
    await db.schema.dropTable(table).execute();
}
