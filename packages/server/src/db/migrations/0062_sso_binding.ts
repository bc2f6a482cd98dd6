import type { Kysely } from 'kysely';

/** Workplace-messenger identities bound to accounts (issue 15): one per provider and subject. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_binding')
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(128)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('app_user.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_binding_pk', ['provider_id', 'subject'])
    .execute();
  await db.schema.createIndex('sso_binding_user_ix').on('sso_binding').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_binding').execute();
}
