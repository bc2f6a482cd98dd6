import type { Kysely } from 'kysely';

/**
 * Check-in with a rotating QR code (the student-affairs mechanism's, issue 13) and onboarding's
 * per-school configuration. A school's check-in secret signs its codes; a point belongs to a
 * purpose (onboarding now, activities later) with an optional audience (an enrolment year) and
 * location; a student is checked in at a point once (the unique key makes a repeated scan harmless).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['onboarding_config', 'checkin_record', 'checkin_point', 'checkin_secret'])
    await db.schema.dropTable(table).execute();
}
