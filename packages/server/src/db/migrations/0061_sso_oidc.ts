import type { Kysely } from 'kysely';

/**
 * OpenID Connect sign-in (issue 15): one row per authorization request on its way, found by the
 * hash of its state, used once. It keeps what the code exchange must prove (the PKCE verifier,
 * the nonce, the exact redirect URI) and where the person wanted to go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_login_state')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('redirect_uri', 'varchar(600)', (c) => c.notNull())
    .addColumn('target', 'varchar(2000)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sso_login_state_expires_ix')
    .on('sso_login_state')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_login_state').execute();
}
