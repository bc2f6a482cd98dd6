import type { Kysely } from 'kysely';

/**
 * Work-study (financial aid, zzgl): posts with places, placements and monthly hours. A post's
 * `filled` only grows by a conditional update (filled < places), so two approvals at once can
 * never place more students than it has places; a student is on a post once at a time (unique
 * post, student, active where active is null once the placement ends); hours are one row per
 * placement and month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['work_study_hours', 'work_study_placement', 'work_study_post'])
    await db.schema.dropTable(table).execute();
}
