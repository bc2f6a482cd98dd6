import type { Kysely } from 'kysely';

/**
 * The workflow engine: definitions and their categories and forms, instances, execution tokens,
 * tasks, history, task changes, standing delegations, copy-to, saved phrases, favourites, and the
 * inner messages the engine posts. Portable types only: one file for SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
    .execute();
  await db.schema
    .createIndex('bpm_instance_starter_ix')
    .on('bpm_instance')
    .columns(['tenant_id', 'starter_id', 'status'])
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
    .column('instance_id')
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
    .createIndex('bpm_task_completed_ix')
    .on('bpm_task')
    .columns(['tenant_id', 'completed_by'])
    .execute();

  await db.schema
    .createTable('bpm_task_candidate')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('task_id', 'varchar(32)', (c) => c.notNull().references('bpm_task.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_task_candidate_pk', ['task_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('bpm_task_candidate_user_ix')
    .on('bpm_task_candidate')
    .columns(['tenant_id', 'user_id'])
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
  await db.schema.createIndex('bpm_history_task_ix').on('bpm_history').column('task_id').execute();

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
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
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
