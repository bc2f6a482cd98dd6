import type { Kysely } from 'kysely';

/**
 * Messenger identities waiting to be bound by an SMS code (issue 15): the messenger vouched for the
 * person but told no mobile an account holds. Hashed, single use, 10 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_pending_binding')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sso_pending_binding_expires_ix')
    .on('sso_pending_binding')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_pending_binding').execute();
}
