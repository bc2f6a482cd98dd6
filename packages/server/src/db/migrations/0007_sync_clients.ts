import type { Kysely } from 'kysely';

/**
 * The sync API's clients (issue 28): a school's data centre pushes master data with an OAuth2
 * client-credentials client made by the school's administrator. The secret is kept only as its
 * SHA-256 (it is random and long, so no slow hash is needed); a revoked client keeps its row (the
 * change log names it). Its tokens are short-lived and kept apart from the people's
 * (`auth_token`), so no sign-in route or user endpoint can ever take one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_client')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sync_client_tenant_ix').on('sync_client').columns(['tenant_id']).execute();
  await db.schema
    .createTable('sync_token')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('client_id', 'varchar(32)', (c) => c.notNull().references('sync_client.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('access_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sync_token_client_ix')
    .on('sync_token')
    .columns(['client_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_token').execute();
  await db.schema.dropTable('sync_client').execute();
}
