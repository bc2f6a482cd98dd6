import type { Kysely } from 'kysely';

/**
 * Sessions that came from single sign-on (issue 25): which provider a session (token family) came
 * from, so that signing out of the app signs out at the provider too (OIDC RP-initiated logout
 * with the ID token as its hint, CAS /logout), and the sign-out confirmation can say so. Kept as
 * long as the session may live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_session')
    .addColumn('family_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('id_token', 'text')
    .addColumn('return_origin', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_session_expires_ix').on('sso_session').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_session').execute();
}
