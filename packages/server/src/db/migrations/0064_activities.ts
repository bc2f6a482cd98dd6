import type { Kysely } from 'kysely';

/**
 * Activities (issue 14, xshd): an activity published by its approved request, its sign-ups (one
 * row per student and activity: accepted, waiting or cancelled; `accepted` on the activity is
 * the places taken, raised only by a conditional update below capacity) and the works students
 * hand in for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
    /** Order on the waiting list (the time of the latest sign-up). */
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_work').execute();
  await db.schema.dropTable('activity_signup').execute();
  await db.schema.dropTable('activity').execute();
}
