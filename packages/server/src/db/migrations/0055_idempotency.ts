import type { Kysely } from 'kysely';

/**
 * Replies of create requests sent with an Idempotency-Key (http/idempotency.ts), kept 24 hours
 * in the database so that every server instance replays them. One row per tenant, user, route
 * and key: the primary key is what makes five identical requests at once create one object.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'varchar(100)')
    .addColumn('body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['tenant_id', 'user_id', 'route', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_key_expires_ix')
    .on('idempotency_key')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
