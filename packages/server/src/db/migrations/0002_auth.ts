import type { Kysely } from 'kysely';

/** Sign-in state: tokens, one-time grants, captchas, SMS codes and the lockout counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_token')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('family_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('app_user.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('client_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('access_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('access_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('refresh_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'varchar(32)')
    .addColumn('replaced_by', 'varchar(32)')
    .execute();
  await db.schema.createIndex('auth_token_family_ix').on('auth_token').column('family_id').execute();
  await db.schema
    .createIndex('auth_token_user_ix')
    .on('auth_token')
    .columns(['user_id', 'revoked_at'])
    .execute();

  await db.schema
    .createTable('auth_grant')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('app_user.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(100)')
    .addColumn('remember', 'char(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('request_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_code_mobile_ix')
    .on('sms_code')
    .columns(['mobile', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_outbox_mobile_ix')
    .on('sms_outbox')
    .columns(['mobile', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('subject', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();

  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'server_secret',
    'login_failure',
    'sms_outbox',
    'sms_code',
    'captcha',
    'auth_grant',
    'auth_token',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
