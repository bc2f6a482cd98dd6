import type { Kysely } from 'kysely';

/**
 * Single sign-on (issue 15): the providers a school turns on per tenant, and the CAS tickets
 * already used (each signs in once; single logout from the CAS server finds the session by it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_provider')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('enabled', 'char(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sso_provider_kind_ux')
    .on('sso_provider')
    .columns(['tenant_id', 'kind'])
    .unique()
    .execute();

  await db.schema
    .createTable('sso_ticket')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)')
    .addColumn('family_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_ticket_expires_ix').on('sso_ticket').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_ticket').execute();
  await db.schema.dropTable('sso_provider').execute();
}
