import type { Kysely } from 'kysely';

/** Tenants, people and the org tree: what sign-in, workflow assignment and the address book read. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(400)', (c) => c.notNull())
    .addColumn('fullname', 'varchar(100)', (c) => c.notNull())
    .addColumn('pinyin', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(20)', (c) => c.unique())
    .addColumn('email', 'varchar(200)')
    .addColumn('gender', 'varchar(8)', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('photo_id', 'varchar(32)')
    .addColumn('is_super', 'char(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('actived'))
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('password_expires_at', 'bigint')
    .addColumn('main_tenant_id', 'varchar(32)', (c) => c.references('tenant.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('org')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('parent_id', 'varchar(32)', (c) => c.references('org.id'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('path', 'varchar(400)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grade', 'varchar(8)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('org_tenant_code_uq', ['tenant_id', 'code'])
    .execute();
  await db.schema.createIndex('org_tenant_parent_ix').on('org').columns(['tenant_id', 'parent_id']).execute();
  await db.schema.createIndex('org_tenant_path_ix').on('org').columns(['tenant_id', 'path']).execute();

  await db.schema
    .createTable('tenant_member')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('app_user.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('number', 'varchar(64)', (c) => c.notNull())
    .addColumn('org_id', 'varchar(32)', (c) => c.notNull().references('org.id'))
    .addColumn('title', 'varchar(100)')
    .addColumn('is_tenant_admin', 'char(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tenant_member_pk', ['tenant_id', 'user_id'])
    .addUniqueConstraint('tenant_member_number_uq', ['tenant_id', 'number'])
    .execute();
  await db.schema
    .createIndex('tenant_member_org_ix')
    .on('tenant_member')
    .columns(['tenant_id', 'org_id'])
    .execute();
  await db.schema.createIndex('tenant_member_user_ix').on('tenant_member').column('user_id').execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('role_tenant_code_uq', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('member_role')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull().references('role.id'))
    .addPrimaryKeyConstraint('member_role_pk', ['tenant_id', 'user_id', 'role_id'])
    .execute();
  await db.schema
    .createIndex('member_role_role_ix')
    .on('member_role')
    .columns(['tenant_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('position')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('org_id', 'varchar(32)', (c) => c.references('org.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('position_tenant_code_uq', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('member_position')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('position_id', 'varchar(32)', (c) => c.notNull().references('position.id'))
    .addPrimaryKeyConstraint('member_position_pk', ['tenant_id', 'user_id', 'position_id'])
    .execute();

  await db.schema
    .createTable('org_duty')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('org_id', 'varchar(32)', (c) => c.notNull().references('org.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('app_user.id'))
    .addColumn('duty', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_duty_pk', ['tenant_id', 'org_id', 'user_id', 'duty'])
    .execute();
  await db.schema.createIndex('org_duty_user_ix').on('org_duty').columns(['tenant_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'org_duty',
    'member_position',
    'position',
    'member_role',
    'role',
    'tenant_member',
    'org',
    'app_user',
    'tenant',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
