import type { Kysely } from 'kysely';

/**
 * Political-work team (思政队伍, the zgdw group): a profile per counsellor, their work logs and
 * their confidential talk records (谈心谈话; read by the author and the office's leadership only,
 * decided in modules/affairs/modules/zgdw/talks.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('talk_record').execute();
  await db.schema.dropTable('work_log').execute();
  await db.schema.dropTable('counsellor_profile').execute();
}
