import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The schema as the 47 migrations 0001_core to 0103_counselling_reveal left it, in one migration:
 * squashed on 2026-11-29, before the first school moved in, when no database but demo and test
 * ones had ever run them. Each table is created in its final shape, under the name of the
 * migration that first created it; the backfills those migrations carried had nothing to fill in
 * a new database. A database that ran all 47 takes this one as run (db/baseline.ts); one that
 * stopped earlier is refused at start. Like every migration it is frozen from now on: a change to
 * the schema is a new migration after it. Only the byte column differs between the dialects
 * (bytea on PostgreSQL, blob on SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  // 0001_core: Tenants, people and the org tree
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
  await db.schema.createIndex('app_user_photo_ix').on('app_user').columns(['photo_id']).execute();
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
  await db.schema.createIndex('tenant_member_user_ix').on('tenant_member').columns(['user_id']).execute();
  await db.schema
    .createTable('role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('names', 'text')
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
  // 0002_auth: Sign-in state
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
    .addColumn('parent_family_id', 'varchar(32)')
    .execute();
  await db.schema.createIndex('auth_token_family_ix').on('auth_token').columns(['family_id']).execute();
  await db.schema
    .createIndex('auth_token_user_ix')
    .on('auth_token')
    .columns(['user_id', 'revoked_at'])
    .execute();
  await db.schema
    .createIndex('auth_token_parent_ix')
    .on('auth_token')
    .columns(['parent_family_id'])
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
  // 0003_bpm: The workflow engine
  await db.schema
    .createTable('cat_type')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('category_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('names', 'text')
    .addUniqueConstraint('cat_type_key_uq', ['tenant_id', 'category_key', 'type_key'])
    .execute();
  await db.schema
    .createTable('form_def')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('form_def_version_uq', ['tenant_id', 'key', 'version'])
    .execute();
  await db.schema
    .createTable('bpm_definition')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'varchar(32)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_main', 'char(1)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('form_def_id', 'varchar(32)', (c) => c.references('form_def.id'))
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('listed', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('descriptions', 'text')
    .addUniqueConstraint('bpm_definition_version_uq', ['tenant_id', 'key', 'version'])
    .execute();
  await db.schema
    .createIndex('bpm_definition_main_ix')
    .on('bpm_definition')
    .columns(['tenant_id', 'is_main'])
    .execute();
  await db.schema
    .createTable('bpm_favorite')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_favorite_pk', ['tenant_id', 'user_id', 'def_key'])
    .execute();
  await db.schema
    .createTable('bpm_instance')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('def_id', 'varchar(32)', (c) => c.notNull().references('bpm_definition.id'))
    .addColumn('def_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('def_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('def_version', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'varchar(32)')
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('result', 'varchar(16)')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('starter_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('starter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('starter_attrs', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('submit_version', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('end_reason', 'varchar(1000)')
    .addColumn('subjects', 'text')
    .execute();
  await db.schema
    .createIndex('bpm_instance_starter_ix')
    .on('bpm_instance')
    .columns(['tenant_id', 'starter_id', 'status'])
    .execute();
  await db.schema
    .createIndex('bpm_instance_def_key_ix')
    .on('bpm_instance')
    .columns(['tenant_id', 'def_key', 'status'])
    .execute();
  await db.schema
    .createTable('bpm_execution')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(32)', (c) => c.notNull().references('bpm_instance.id'))
    .addColumn('node_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('arrived_via', 'varchar(200)')
    .addColumn('mi_users', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bpm_execution_instance_ix')
    .on('bpm_execution')
    .columns(['instance_id'])
    .execute();
  await db.schema
    .createTable('bpm_task')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(32)', (c) => c.notNull().references('bpm_instance.id'))
    .addColumn('execution_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(32)')
    .addColumn('assignee_id', 'varchar(32)')
    .addColumn('assignee_name', 'varchar(100)')
    .addColumn('owner_id', 'varchar(32)')
    .addColumn('owner_name', 'varchar(100)')
    .addColumn('delivered', 'char(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('mi_index', 'integer')
    .addColumn('back_to_node', 'varchar(200)')
    .addColumn('opinion', 'varchar(2000)')
    .addColumn('saved_data', 'text')
    .addColumn('completed_by', 'varchar(32)')
    .addColumn('completed_by_name', 'varchar(100)')
    .addColumn('created_version', 'integer', (c) => c.notNull())
    .addColumn('closed_version', 'integer')
    .addColumn('remind_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_remind_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('barred_id', 'varchar(32)')
    .addColumn('via', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
    .execute();
  await db.schema
    .createIndex('bpm_task_assignee_ix')
    .on('bpm_task')
    .columns(['tenant_id', 'status', 'assignee_id'])
    .execute();
  await db.schema
    .createIndex('bpm_task_instance_ix')
    .on('bpm_task')
    .columns(['instance_id', 'status'])
    .execute();
  await db.schema
    .createIndex('bpm_task_handled_ix')
    .on('bpm_task')
    .columns(['tenant_id', 'completed_by', 'status', 'instance_id'])
    .execute();
  await db.schema
    .createTable('bpm_task_candidate')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('task_id', 'varchar(32)', (c) => c.notNull().references('bpm_task.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_open', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('via', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
    .addPrimaryKeyConstraint('bpm_task_candidate_pk', ['task_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('bpm_task_candidate_open_ix')
    .on('bpm_task_candidate')
    .columns(['tenant_id', 'user_id', 'is_open'])
    .execute();
  await db.schema
    .createTable('bpm_history')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(32)', (c) => c.notNull().references('bpm_instance.id'))
    .addColumn('task_id', 'varchar(32)')
    .addColumn('node_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('node_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('opinion', 'varchar(2000)')
    .addColumn('actor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('on_behalf_of_id', 'varchar(32)')
    .addColumn('on_behalf_of_name', 'varchar(100)')
    .addColumn('task_created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text')
    .execute();
  await db.schema
    .createIndex('bpm_history_instance_ix')
    .on('bpm_history')
    .columns(['instance_id', 'created_at'])
    .execute();
  await db.schema.createIndex('bpm_history_task_ix').on('bpm_history').columns(['task_id']).execute();
  await db.schema
    .createTable('bpm_task_change')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('task_id', 'varchar(32)', (c) => c.notNull().references('bpm_task.id'))
    .addColumn('instance_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('change_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('executor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('executor_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('comment', 'varchar(1000)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bpm_task_change_task_ix')
    .on('bpm_task_change')
    .columns(['task_id', 'status'])
    .execute();
  await db.schema
    .createIndex('bpm_task_change_owner_ix')
    .on('bpm_task_change')
    .columns(['tenant_id', 'owner_id'])
    .execute();
  await db.schema
    .createIndex('bpm_task_change_executor_ix')
    .on('bpm_task_change')
    .columns(['executor_id', 'status'])
    .execute();
  await db.schema
    .createTable('bpm_agent')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('delegator_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('delegator_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('agenter_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('agenter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('agent_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)')
    .addColumn('start_date', 'bigint', (c) => c.notNull())
    .addColumn('end_date', 'bigint', (c) => c.notNull())
    .addColumn('is_enabled', 'char(1)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bpm_agent_delegator_ix')
    .on('bpm_agent')
    .columns(['tenant_id', 'delegator_id'])
    .execute();
  await db.schema
    .createIndex('bpm_agent_agenter_ix')
    .on('bpm_agent')
    .columns(['tenant_id', 'agenter_id'])
    .execute();
  await db.schema
    .createTable('bpm_copy_to')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(32)', (c) => c.notNull().references('bpm_instance.id'))
    .addColumn('sender_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sender_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('receiver_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('opinion', 'varchar(1000)')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bpm_copy_to_receiver_uq', ['instance_id', 'receiver_id'])
    .execute();
  await db.schema
    .createIndex('bpm_copy_to_receiver_ix')
    .on('bpm_copy_to')
    .columns(['tenant_id', 'receiver_id'])
    .execute();
  await db.schema
    .createTable('bpm_phrase')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('is_default', 'char(1)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bpm_phrase_user_ix')
    .on('bpm_phrase')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('inner_message')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('message_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('sender_id', 'varchar(32)')
    .addColumn('sender_name', 'varchar(100)')
    .addColumn('receiver_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('biz_type', 'varchar(32)')
    .addColumn('biz_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('subjects', 'text')
    .addColumn('contents', 'text')
    .execute();
  await db.schema
    .createIndex('inner_message_inbox_ix')
    .on('inner_message')
    .columns(['tenant_id', 'receiver_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('inner_message_unread_ix')
    .on('inner_message')
    .columns(['tenant_id', 'receiver_id', 'read_at'])
    .execute();
  // 0004_platform: The platform service
  await db.schema
    .createTable('attachment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('owner_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'char(64)', (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('news')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('public_item', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dep_id', 'varchar(32)')
    .addColumn('dep_name', 'varchar(200)')
    .addColumn('public_date', 'bigint')
    .addColumn('lose_date', 'bigint')
    .addColumn('is_public', 'char(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_attach', 'text', (c) => c.notNull())
    .addColumn('picture', 'varchar(32)')
    .addColumn('type_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('news_published_ix')
    .on('news')
    .columns(['tenant_id', 'status', 'public_date'])
    .execute();
  await db.schema.createIndex('news_author_ix').on('news').columns(['tenant_id', 'user_id']).execute();
  await db.schema
    .createTable('news_read')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('news_id', 'varchar(32)', (c) => c.notNull().references('news.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_read_pk', ['news_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('dictionary')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('names', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('dictionary_key_uq', ['tenant_id', 'type_key', 'key'])
    .execute();
  await db.schema
    .createTable('data_template')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('dataset', 'varchar(64)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_template_pk', ['tenant_id', 'id'])
    .execute();
  // 0005_affairs: The student-affairs modules (issue 5)
  await db.schema
    .createTable('leave_record')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().references('bpm_instance.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('returned_at', 'bigint', (c) => c.notNull())
    .addColumn('return_note', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('registration_batch')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registration_batch_kind_ix')
    .on('registration_batch')
    .columns(['tenant_id', 'kind', 'start_date'])
    .execute();
  await db.schema
    .createTable('destination_registration')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('batch_id', 'varchar(32)', (c) => c.notNull().references('registration_batch.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('destination_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('leave_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('return_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('transport', 'varchar(100)')
    .addColumn('note', 'varchar(500)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('destination_registration_pk', ['batch_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('return_registration')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('batch_id', 'varchar(32)', (c) => c.notNull().references('registration_batch.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('arrived_at', 'bigint', (c) => c.notNull())
    .addColumn('transport', 'varchar(100)')
    .addColumn('note', 'varchar(500)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('return_registration_pk', ['batch_id', 'student_id'])
    .execute();
  // 0040_affairs_mechanism: The student-affairs mechanism (issue 11)
  await db.schema
    .createTable('affair_batch')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('module_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('academic_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('grades', 'varchar(500)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('colleges', 'varchar(2000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('per_student', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publicity_days', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('closed', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affair_batch_module_ix')
    .on('affair_batch')
    .columns(['tenant_id', 'module_key', 'start_date'])
    .execute();
  await db.schema
    .createTable('affair_quota')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('batch_id', 'varchar(32)', (c) => c.notNull().references('affair_batch.id'))
    .addColumn('org_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('affair_quota_pk', ['batch_id', 'org_id'])
    .execute();
  await db.schema
    .createTable('affair_request')
    .addColumn('instance_id', 'varchar(32)', (c) => c.primaryKey().references('bpm_instance.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('module_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(32)', (c) => c.references('affair_batch.id'))
    .addColumn('academic_year', 'varchar(9)')
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('college_id', 'varchar(32)')
    .addColumn('grade', 'varchar(8)')
    .addColumn('slot', 'integer')
    .addColumn('holds_quota', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('outcome', 'varchar(64)')
    .addColumn('amount', 'double precision')
    .addColumn('publicity_start', 'bigint')
    .addColumn('publicity_end', 'bigint')
    .addColumn('open_objections', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affair_request_slot_ux')
    .on('affair_request')
    .columns(['batch_id', 'student_id', 'slot'])
    .unique()
    .execute();
  await db.schema
    .createIndex('affair_request_student_ix')
    .on('affair_request')
    .columns(['tenant_id', 'student_id', 'academic_year'])
    .execute();
  await db.schema
    .createIndex('affair_request_module_ix')
    .on('affair_request')
    .columns(['tenant_id', 'module_key', 'batch_id'])
    .execute();
  await db.schema
    .createTable('affair_objection')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('request_id', 'varchar(32)', (c) => c.notNull().references('affair_request.instance_id'))
    .addColumn('filed_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('reason', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('affair_objection_request_ix')
    .on('affair_objection')
    .columns(['request_id', 'status'])
    .execute();
  await sql`create unique index affair_objection_open_ux
    on affair_objection (tenant_id, request_id, filed_by) where status = 'open'`.execute(db);
  await db.schema
    .createIndex('affair_objection_filer_ix')
    .on('affair_objection')
    .columns(['tenant_id', 'filed_by', 'created_at'])
    .execute();
  await db.schema
    .createTable('affair_payout')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('request_id', 'varchar(32)', (c) => c.notNull().references('affair_request.instance_id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('module_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('academic_year', 'varchar(9)')
    .addColumn('period', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affair_payout_student_ix')
    .on('affair_payout')
    .columns(['tenant_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('school_setting')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('value', 'varchar(4000)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(32)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_setting_pk', ['tenant_id', 'key'])
    .execute();
  await db.schema
    .createTable('student_sanction')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('cause', 'varchar(32)')
    .addColumn('facts', 'varchar(4000)')
    .addColumn('basis', 'varchar(1000)')
    .addColumn('decision_no', 'varchar(100)')
    .addColumn('decision_date', 'varchar(10)')
    .addColumn('period_months', 'integer')
    .addColumn('received_date', 'varchar(10)')
    .addColumn('recorder_id', 'varchar(32)')
    .addColumn('recorder_name', 'varchar(100)')
    .addColumn('appeal_status', 'varchar(16)')
    .addColumn('appeal_id', 'varchar(32)')
    .addColumn('appeal_accepted_date', 'varchar(10)')
    .addColumn('lift_id', 'varchar(32)')
    .addColumn('lifted_date', 'varchar(10)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('student_sanction_student_ix')
    .on('student_sanction')
    .columns(['tenant_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('student_sanction_decision_ix')
    .on('student_sanction')
    .columns(['tenant_id', 'decision_date'])
    .execute();
  // 0051_attachment_holder: Reading an attachment follows the object that holds it (issue 10)
  await db.schema
    .createTable('attachment_holder')
    .addColumn('attachment_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('holder_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('holder_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('attachment_holder_pk', ['attachment_id', 'holder_type', 'holder_id'])
    .execute();
  // 0055_idempotency: Replies of create requests sent with an Idempotency-Key (http/idempotency.ts)
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
    .columns(['expires_at'])
    .execute();
  // 0056_rate_limit: Rate-limit counters in the database (http/rate-limit.ts) for PostgreSQL
  await db.schema
    .createTable('rate_limit')
    .addColumn('bucket', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_reset_ix').on('rate_limit').columns(['reset_at']).execute();
  // 0058_evaluation: Comprehensive evaluation (issue 14, zhcpgl)
  await db.schema
    .createTable('evaluation_grade')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('academic_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('course', 'varchar(80)', (c) => c.notNull())
    .addColumn('credit_tenths', 'integer', (c) => c.notNull())
    .addColumn('mark_tenths', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('evaluation_grade_ux')
    .on('evaluation_grade')
    .columns(['tenant_id', 'student_id', 'academic_year', 'course'])
    .unique()
    .execute();
  await db.schema
    .createIndex('evaluation_grade_year_ix')
    .on('evaluation_grade')
    .columns(['tenant_id', 'academic_year'])
    .execute();
  await db.schema
    .createTable('evaluation_part')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('academic_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('moral_tenths', 'integer', (c) => c.notNull())
    .addColumn('sports_tenths', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(32)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_part_pk', ['tenant_id', 'student_id', 'academic_year'])
    .execute();
  // 0060_sso: Single sign-on (issue 15)
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
  await db.schema.createIndex('sso_ticket_expires_ix').on('sso_ticket').columns(['expires_at']).execute();
  // 0061_sso_oidc: OpenID Connect sign-in (issue 15)
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
    .columns(['expires_at'])
    .execute();
  // 0062_sso_binding: Workplace-messenger identities bound to accounts (issue 15)
  await db.schema
    .createTable('sso_binding')
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(128)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('app_user.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_binding_pk', ['provider_id', 'subject'])
    .execute();
  await db.schema.createIndex('sso_binding_user_ix').on('sso_binding').columns(['user_id']).execute();
  // 0063_sso_pending_binding: Messenger identities waiting to be bound by an SMS code (issue 15)
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
    .columns(['expires_at'])
    .execute();
  // 0064_activities: Activities (issue 14, xshd)
  await db.schema
    .createTable('activity')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('request_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('organiser_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('organiser_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('college_id', 'varchar(32)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('level', 'varchar(32)', (c) => c.notNull())
    .addColumn('place', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('sign_up_ends_at', 'bigint', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'real', (c) => c.notNull())
    .addColumn('accepts_works', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('point_id', 'varchar(32)')
    .addColumn('summary', 'varchar(2000)')
    .addColumn('summary_photos', 'text')
    .addColumn('summarised_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_request_ux')
    .on('activity')
    .columns(['request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('activity_tenant_starts_ix')
    .on('activity')
    .columns(['tenant_id', 'starts_at'])
    .execute();
  await db.schema
    .createTable('activity_signup')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('activity_id', 'varchar(32)', (c) => c.notNull().references('activity.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('queued_at', 'bigint', (c) => c.notNull())
    .addColumn('credits', 'real')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_signup_student_ux')
    .on('activity_signup')
    .columns(['activity_id', 'student_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('activity_signup_mine_ix')
    .on('activity_signup')
    .columns(['tenant_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('activity_work')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('activity_id', 'varchar(32)', (c) => c.notNull().references('activity.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_work_student_ux')
    .on('activity_work')
    .columns(['activity_id', 'student_id'])
    .unique()
    .execute();
  // 0066_surveys: Surveys (issue 14, wjdc)
  await db.schema
    .createTable('survey')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('intro', 'varchar(1000)', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('grades', 'varchar(500)', (c) => c.notNull())
    .addColumn('colleges', 'varchar(2000)', (c) => c.notNull())
    .addColumn('anonymous', 'varchar(1)', (c) => c.notNull())
    .addColumn('opens_at', 'bigint', (c) => c.notNull())
    .addColumn('closes_at', 'bigint', (c) => c.notNull())
    .addColumn('closed', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_tenant_closes_ix')
    .on('survey')
    .columns(['tenant_id', 'closes_at'])
    .execute();
  await db.schema
    .createTable('survey_response')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('survey_id', 'varchar(32)', (c) => c.notNull().references('survey.id'))
    .addColumn('respondent_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('college_id', 'varchar(32)')
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_response_once_ux')
    .on('survey_response')
    .columns(['survey_id', 'respondent_id'])
    .unique()
    .execute();
  // 0068_counselling: Counselling (issue 14, group zxgl)
  await db.schema
    .createTable('counselling_slot')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('counsellor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('booking_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('counselling_slot_time_ix')
    .on('counselling_slot')
    .columns(['tenant_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('counselling_slot_counsellor_ux')
    .on('counselling_slot')
    .columns(['tenant_id', 'counsellor_id', 'starts_at'])
    .unique()
    .execute();
  await db.schema
    .createTable('counselling_booking')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('slot_id', 'varchar(32)', (c) => c.notNull().references('counselling_slot.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('college_id', 'varchar(32)')
    .addColumn('topic', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('anonymous', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('counselling_booking_student_ix')
    .on('counselling_booking')
    .columns(['tenant_id', 'student_id', 'status'])
    .execute();
  await db.schema
    .createIndex('counselling_booking_slot_ix')
    .on('counselling_booking')
    .columns(['slot_id'])
    .execute();
  await db.schema
    .createTable('counselling_record')
    .addColumn('booking_id', 'varchar(32)', (c) => c.primaryKey().references('counselling_booking.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('summary', 'varchar(4000)', (c) => c.notNull())
    .addColumn('assessment', 'varchar(2000)')
    .addColumn('risk', 'varchar(16)', (c) => c.notNull())
    .addColumn('plan', 'varchar(2000)')
    .addColumn('referral', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('written_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('written_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('counselling_course')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('teacher', 'varchar(100)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('counselling_course_time_ix')
    .on('counselling_course')
    .columns(['tenant_id', 'starts_at'])
    .execute();
  // 0069_job_postings: Employment (issue 14, group jygl)
  await db.schema
    .createTable('job_posting')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('company', 'varchar(200)', (c) => c.notNull())
    .addColumn('nature', 'varchar(16)', (c) => c.notNull())
    .addColumn('industry', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'varchar(200)', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('salary_min', 'integer', (c) => c.notNull())
    .addColumn('salary_max', 'integer', (c) => c.notNull())
    .addColumn('education', 'varchar(16)', (c) => c.notNull())
    .addColumn('majors', 'varchar(500)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('contact', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_posting_deadline_ix')
    .on('job_posting')
    .columns(['tenant_id', 'deadline'])
    .execute();
  // 0073_moral_class: Moral-education class (德育课堂, the szgz group)
  await db.schema
    .createTable('moral_session')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('speaker', 'varchar(100)', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    .addColumn('term', 'varchar(16)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('signed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('creator_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('creator_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moral_session_date_ix')
    .on('moral_session')
    .columns(['tenant_id', 'date'])
    .execute();
  await db.schema
    .createTable('moral_signup')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('session_id', 'varchar(32)', (c) => c.notNull().references('moral_session.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moral_signup_ux')
    .on('moral_signup')
    .columns(['tenant_id', 'session_id', 'student_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('moral_signup_student_ix')
    .on('moral_signup')
    .columns(['tenant_id', 'student_id'])
    .execute();
  // 0074_political_team: Political-work team (思政队伍, the zgdw group)
  await db.schema
    .createTable('counsellor_profile')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('education', 'varchar(16)', (c) => c.notNull())
    .addColumn('degree', 'varchar(16)', (c) => c.notNull())
    .addColumn('major', 'varchar(100)', (c) => c.notNull())
    .addColumn('political', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('started', 'varchar(7)', (c) => c.notNull())
    .addColumn('full_time', 'integer', (c) => c.notNull())
    .addColumn('certificates', 'varchar(300)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('counsellor_profile_pk', ['tenant_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('work_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('author_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('author_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('students', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_log_author_ix')
    .on('work_log')
    .columns(['tenant_id', 'author_id', 'date'])
    .execute();
  await db.schema
    .createTable('talk_record')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('author_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('author_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('topic', 'varchar(200)', (c) => c.notNull())
    .addColumn('measures', 'varchar(2000)', (c) => c.notNull())
    .addColumn('follow_up', 'varchar(10)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('talk_record_author_ix')
    .on('talk_record')
    .columns(['tenant_id', 'author_id', 'date'])
    .execute();
  // 0075_work_study: Work-study (financial aid, zzgl)
  await db.schema
    .createTable('work_study_post')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('department_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('duties', 'varchar(1000)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)')
    .addColumn('places', 'integer', (c) => c.notNull())
    .addColumn('filled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hourly_rate', 'double precision', (c) => c.notNull())
    .addColumn('hours_per_month', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('supervisor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_study_post_tenant_ix')
    .on('work_study_post')
    .columns(['tenant_id', 'status', 'end_date'])
    .execute();
  await db.schema
    .createTable('work_study_placement')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('post_id', 'varchar(32)', (c) => c.notNull().references('work_study_post.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('active', 'varchar(1)')
    .addColumn('end_reason', 'varchar(16)')
    .addColumn('resignation_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_study_placement_active_ux')
    .on('work_study_placement')
    .columns(['post_id', 'student_id', 'active'])
    .unique()
    .execute();
  await db.schema
    .createIndex('work_study_placement_student_ix')
    .on('work_study_placement')
    .columns(['tenant_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('work_study_hours')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('placement_id', 'varchar(32)', (c) => c.notNull().references('work_study_placement.id'))
    .addColumn('post_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('weeks', 'varchar(1000)', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('pay', 'double precision', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('logged_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('logged_by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logged_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_by', 'varchar(32)')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('payout_id', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('work_study_hours_month_ux')
    .on('work_study_hours')
    .columns(['placement_id', 'month'])
    .unique()
    .execute();
  await db.schema
    .createIndex('work_study_hours_student_ix')
    .on('work_study_hours')
    .columns(['tenant_id', 'student_id', 'month'])
    .execute();
  // 0076_assessment_training: Teacher assessment (szgz), staff training and achievements (zgdw)
  await db.schema
    .createTable('assessment_round')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('opens_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('closes_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('assessment_voter')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('round_id', 'varchar(32)', (c) => c.notNull().references('assessment_round.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_voter_pk', ['tenant_id', 'round_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('assessment_score')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('round_id', 'varchar(32)', (c) => c.notNull().references('assessment_round.id'))
    .addColumn('counsellor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('item', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('ratings', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_score_pk', ['tenant_id', 'round_id', 'counsellor_id', 'item'])
    .execute();
  await db.schema
    .createTable('staff_record')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('owner_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('organiser', 'varchar(100)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('level', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reviewer_name', 'varchar(100)')
    .addColumn('review_note', 'varchar(300)')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_record_owner_ix')
    .on('staff_record')
    .columns(['tenant_id', 'owner_id'])
    .execute();
  await db.schema
    .createIndex('staff_record_status_ix')
    .on('staff_record')
    .columns(['tenant_id', 'status'])
    .execute();
  // 0077_onboarding_records: Onboarding's own records (issue 13, modules/affairs/modules/yxxt)
  await db.schema
    .createTable('onboarding_form')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('form_values', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_form_pk', ['tenant_id', 'student_id', 'kind'])
    .execute();
  await db.schema
    .createTable('onboarding_standing')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('standing', 'varchar(8)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('set_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_standing_pk', ['tenant_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('onboarding_question')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'varchar(32)')
    .addColumn('answered_at', 'bigint')
    .addColumn('faq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('onboarding_question_tenant_ix')
    .on('onboarding_question')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('onboarding_page')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('key', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_page_pk', ['tenant_id', 'key'])
    .execute();
  // 0079_student_info: Student information (issue 13, xsxx)
  await db.schema
    .createTable('student_profile')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(18)')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('ethnicity', 'varchar(20)')
    .addColumn('political_status', 'varchar(20)')
    .addColumn('province', 'varchar(20)')
    .addColumn('address', 'varchar(200)')
    .addColumn('bank_name', 'varchar(50)')
    .addColumn('bank_card', 'varchar(19)')
    .addColumn('family_income', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_profile_pk', ['tenant_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('student_info_change')
    .addColumn('instance_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('before_value', 'varchar(200)')
    .addColumn('after_value', 'varchar(200)', (c) => c.notNull())
    .addColumn('applied_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('student_info_change_student_ix')
    .on('student_info_change')
    .columns(['tenant_id', 'student_id'])
    .execute();
  // 0080_dormitory: Dormitories (issue 12, ssgl)
  await db.schema
    .createTable('dorm_building')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sex', 'varchar(8)', (c) => c.notNull())
    .addColumn('floors', 'integer', (c) => c.notNull())
    .addColumn('manager_name', 'varchar(50)')
    .addColumn('manager_phone', 'varchar(20)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_building_code_ux')
    .on('dorm_building')
    .columns(['tenant_id', 'code'])
    .unique()
    .execute();
  await db.schema
    .createTable('dorm_room')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('building_id', 'varchar(32)', (c) => c.notNull().references('dorm_building.id'))
    .addColumn('number', 'varchar(16)', (c) => c.notNull())
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addColumn('sex', 'varchar(8)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('occupied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('dorm_room_occupied_ck', sql`occupied >= 0 and occupied <= capacity`)
    .execute();
  await db.schema
    .createIndex('dorm_room_number_ux')
    .on('dorm_room')
    .columns(['building_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createTable('dorm_bed')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('room_id', 'varchar(32)', (c) => c.notNull().references('dorm_room.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)')
    .addColumn('since', 'bigint')
    .addColumn('reserved', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .execute();
  await db.schema
    .createIndex('dorm_bed_code_ux')
    .on('dorm_bed')
    .columns(['tenant_id', 'code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('dorm_bed_student_ux')
    .on('dorm_bed')
    .columns(['tenant_id', 'student_id'])
    .unique()
    .execute();
  await db.schema.createIndex('dorm_bed_room_ix').on('dorm_bed').columns(['room_id', 'number']).execute();
  await db.schema
    .createTable('dorm_move')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('from_bed_id', 'varchar(32)')
    .addColumn('to_bed_id', 'varchar(32)')
    .addColumn('instance_id', 'varchar(32)')
    .addColumn('operator_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_move_student_ix')
    .on('dorm_move')
    .columns(['tenant_id', 'student_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('dorm_request')
    .addColumn('instance_id', 'varchar(32)', (c) => c.primaryKey().references('bpm_instance.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('module_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('bed_id', 'varchar(32)')
    .addColumn('moved_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // 0081_dorm_checks: Dormitory checks (issue 12, ssgl)
  await db.schema
    .createTable('dorm_discipline')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('room_id', 'varchar(32)', (c) => c.notNull().references('dorm_room.id'))
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('facts', 'varchar(1000)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('recorder_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('recorder_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_discipline_time_ix')
    .on('dorm_discipline')
    .columns(['tenant_id', 'occurred_at'])
    .execute();
  await db.schema
    .createTable('dorm_discipline_student')
    .addColumn('discipline_id', 'varchar(32)', (c) => c.notNull().references('dorm_discipline.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dorm_discipline_student_pk', ['discipline_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('dorm_discipline_student_ix')
    .on('dorm_discipline_student')
    .columns(['tenant_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('dorm_inspection_round')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('items', 'varchar(4000)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_inspection_round_week_ux')
    .on('dorm_inspection_round')
    .columns(['tenant_id', 'kind', 'start_date'])
    .unique()
    .execute();
  await db.schema
    .createTable('dorm_inspection_score')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('round_id', 'varchar(32)', (c) => c.notNull().references('dorm_inspection_round.id'))
    .addColumn('room_id', 'varchar(32)', (c) => c.notNull().references('dorm_room.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('scores', 'varchar(2000)', (c) => c.notNull())
    .addColumn('veto', 'varchar(32)')
    .addColumn('total', 'double precision', (c) => c.notNull())
    .addColumn('grade', 'varchar(16)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')
    .addColumn('inspector_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('inspector_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('photos', 'text')
    .execute();
  await db.schema
    .createIndex('dorm_inspection_score_ux')
    .on('dorm_inspection_score')
    .columns(['round_id', 'room_id', 'student_id'])
    .unique()
    .execute();
  // 0082_fees: Fees (issue 12, sfgl)
  await db.schema
    .createTable('fee_bill')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('academic_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('reduced', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deferred', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deferred_until', 'varchar(10)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fee_bill_student_year_ux')
    .on('fee_bill')
    .columns(['tenant_id', 'student_id', 'academic_year'])
    .unique()
    .execute();
  await db.schema
    .createIndex('fee_bill_year_ix')
    .on('fee_bill')
    .columns(['tenant_id', 'academic_year'])
    .execute();
  await db.schema
    .createTable('fee_bill_item')
    .addColumn('bill_id', 'varchar(32)', (c) => c.notNull().references('fee_bill.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('item', 'varchar(16)', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('reduced', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('fee_bill_item_pk', ['bill_id', 'item'])
    .execute();
  await db.schema
    .createTable('fee_payment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('bill_id', 'varchar(32)', (c) => c.notNull().references('fee_bill.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('receipt_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(32)')
    .addColumn('recorder_name', 'varchar(100)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fee_payment_bill_ix')
    .on('fee_payment')
    .columns(['bill_id', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('fee_payment_receipt_ux')
    .on('fee_payment')
    .columns(['tenant_id', 'receipt_no'])
    .unique()
    .execute();
  await db.schema
    .createTable('fee_deferral')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('bill_id', 'varchar(32)', (c) => c.notNull().references('fee_bill.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(32)')
    .addColumn('recorder_name', 'varchar(100)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fee_deferral_bill_ix').on('fee_deferral').columns(['bill_id']).execute();
  // 0083_affair_import: Spreadsheet imports of the student-affairs mechanism (modules/affairs/import)
  await db.schema
    .createTable('affair_import')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('error_count', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('message', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affair_import_user_ix')
    .on('affair_import')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
  // 0084_info_collection: Information collection (issue 13, xxcj)
  await db.schema
    .createTable('info_collection')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('org_ids', 'text', (c) => c.notNull())
    .addColumn('grades', 'text', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('creator_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('info_collection_tenant_ix')
    .on('info_collection')
    .columns(['tenant_id', 'deadline'])
    .execute();
  await db.schema
    .createTable('info_collection_entry')
    .addColumn('collection_id', 'varchar(32)', (c) => c.notNull().references('info_collection.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('info_collection_entry_pk', ['collection_id', 'student_id'])
    .execute();
  // 0085_admissions: Admissions service (issue 13, zsfw)
  await db.schema
    .createTable('admission_program')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('majors', 'text', (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull())
    .addColumn('opens', 'varchar(10)', (c) => c.notNull())
    .addColumn('closes', 'varchar(10)', (c) => c.notNull())
    .addColumn('contact', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('admission_signup')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('program_id', 'varchar(32)', (c) => c.notNull().references('admission_program.id'))
    .addColumn('user_id', 'varchar(32)')
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('exam_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('candidate_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('province', 'varchar(20)', (c) => c.notNull())
    .addColumn('school', 'varchar(100)', (c) => c.notNull())
    .addColumn('major1', 'varchar(50)', (c) => c.notNull())
    .addColumn('major2', 'varchar(50)')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('reviewed_by', 'varchar(100)')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admission_signup_person_ux')
    .on('admission_signup')
    .columns(['tenant_id', 'program_id', 'id_number'])
    .unique()
    .execute();
  // 0090_campus_services: Campus services (issue 12, jczy)
  await db.schema
    .createTable('class_register')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('class_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('lessons', 'integer', (c) => c.notNull())
    .addColumn('absences', 'integer', (c) => c.notNull())
    .addColumn('notes', 'varchar(1000)', (c) => c.notNull())
    .addColumn('recorder_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('recorder_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)')
    .addColumn('comment_by', 'varchar(100)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('class_register_day_ux')
    .on('class_register')
    .columns(['tenant_id', 'class_id', 'date'])
    .unique()
    .execute();
  await db.schema
    .createTable('class_roll')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('class_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('course', 'varchar(100)', (c) => c.notNull())
    .addColumn('teacher_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('teacher_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('class_roll_lesson_ux')
    .on('class_roll')
    .columns(['tenant_id', 'class_id', 'date', 'period'])
    .unique()
    .execute();
  await db.schema
    .createTable('class_roll_mark')
    .addColumn('roll_id', 'varchar(32)', (c) => c.notNull().references('class_roll.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('mark', 'varchar(16)', (c) => c.notNull())
    .addColumn('leave_request_id', 'varchar(32)')
    .addPrimaryKeyConstraint('class_roll_mark_pk', ['roll_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('class_roll_mark_student_ix')
    .on('class_roll_mark')
    .columns(['tenant_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('leaving_batch')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('graduation_year', 'varchar(4)', (c) => c.notNull())
    .addColumn('grade', 'varchar(4)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('leaving_batch_grade_ix')
    .on('leaving_batch')
    .columns(['tenant_id', 'grade'])
    .execute();
  await db.schema
    .createTable('leaving_step')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('batch_id', 'varchar(32)', (c) => c.notNull().references('leaving_batch.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('step', 'varchar(32)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)')
    .addColumn('by_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaving_step_pk', ['batch_id', 'student_id', 'step'])
    .execute();
  // 0095_push: Web Push (issue 16)
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
  await db.schema
    .createIndex('push_subscription_endpoint_ux')
    .on('push_subscription')
    .columns(['endpoint'])
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
  await db.schema.createIndex('push_outbox_time_ix').on('push_outbox').columns(['created_at']).execute();
  // 0100_checkin_onboarding: Check-in with a rotating QR code, and onboarding's per-school configuration
  await db.schema
    .createTable('checkin_secret')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.primaryKey().references('tenant.id'))
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('checkin_point')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('place', 'varchar(200)', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('radius', 'integer')
    .addColumn('audience_grade', 'varchar(8)')
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_point_purpose_ix')
    .on('checkin_point')
    .columns(['tenant_id', 'purpose', 'starts_at'])
    .execute();
  await db.schema
    .createTable('checkin_record')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('point_id', 'varchar(32)', (c) => c.notNull().references('checkin_point.id'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('scanned_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_record_point_student_ux')
    .on('checkin_record')
    .columns(['point_id', 'student_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('checkin_record_student_ix')
    .on('checkin_record')
    .columns(['tenant_id', 'purpose', 'student_id'])
    .execute();
  await db.schema
    .createTable('onboarding_config')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.primaryKey().references('tenant.id'))
    .addColumn('variant', 'varchar(16)', (c) => c.notNull())
    .addColumn('cohort', 'varchar(8)', (c) => c.notNull())
    .addColumn('welcome', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // 0101_sso_session: Sessions that came from single sign-on (issue 25)
  await db.schema
    .createTable('sso_session')
    .addColumn('family_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('id_token', 'text')
    .addColumn('return_origin', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_session_expires_ix').on('sso_session').columns(['expires_at']).execute();
}

/** Every table, the last created first (a table goes before those it references). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sso_session',
    'onboarding_config',
    'checkin_record',
    'checkin_point',
    'checkin_secret',
    'push_outbox',
    'push_subscription',
    'push_vapid',
    'leaving_step',
    'leaving_batch',
    'class_roll_mark',
    'class_roll',
    'class_register',
    'admission_signup',
    'admission_program',
    'info_collection_entry',
    'info_collection',
    'affair_import',
    'fee_deferral',
    'fee_payment',
    'fee_bill_item',
    'fee_bill',
    'dorm_inspection_score',
    'dorm_inspection_round',
    'dorm_discipline_student',
    'dorm_discipline',
    'dorm_request',
    'dorm_move',
    'dorm_bed',
    'dorm_room',
    'dorm_building',
    'student_info_change',
    'student_profile',
    'onboarding_page',
    'onboarding_question',
    'onboarding_standing',
    'onboarding_form',
    'staff_record',
    'assessment_score',
    'assessment_voter',
    'assessment_round',
    'work_study_hours',
    'work_study_placement',
    'work_study_post',
    'talk_record',
    'work_log',
    'counsellor_profile',
    'moral_signup',
    'moral_session',
    'job_posting',
    'counselling_course',
    'counselling_record',
    'counselling_booking',
    'counselling_slot',
    'survey_response',
    'survey',
    'activity_work',
    'activity_signup',
    'activity',
    'sso_pending_binding',
    'sso_binding',
    'sso_login_state',
    'sso_ticket',
    'sso_provider',
    'evaluation_part',
    'evaluation_grade',
    'rate_limit',
    'idempotency_key',
    'attachment_holder',
    'student_sanction',
    'school_setting',
    'affair_payout',
    'affair_objection',
    'affair_request',
    'affair_quota',
    'affair_batch',
    'return_registration',
    'destination_registration',
    'registration_batch',
    'leave_record',
    'data_template',
    'dictionary',
    'news_read',
    'news',
    'attachment',
    'inner_message',
    'bpm_phrase',
    'bpm_copy_to',
    'bpm_agent',
    'bpm_task_change',
    'bpm_history',
    'bpm_task_candidate',
    'bpm_task',
    'bpm_execution',
    'bpm_instance',
    'bpm_favorite',
    'bpm_definition',
    'form_def',
    'cat_type',
    'server_secret',
    'login_failure',
    'sms_outbox',
    'sms_code',
    'captcha',
    'auth_grant',
    'auth_token',
    'org_duty',
    'member_position',
    'position',
    'member_role',
    'role',
    'tenant_member',
    'org',
    'app_user',
    'tenant',
  ])
    await db.schema.dropTable(table).execute();
}
