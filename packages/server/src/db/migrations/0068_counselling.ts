import type { Kysely } from 'kysely';

/**
 * Counselling (issue 14, group zxgl): the counsellors' time slots, the students' bookings, the
 * confidential session records (their own table, read by one function that checks the reader is
 * the centre's staff) and the mental-health courses. A slot holds the id of its live booking:
 * booking sets it by one conditional update (`where booking_id is null`), so two students never
 * book one slot, on SQLite and on PostgreSQL alike; a cancellation clears it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['counselling_course', 'counselling_record', 'counselling_booking', 'counselling_slot'])
    await db.schema.dropTable(table).execute();
}
