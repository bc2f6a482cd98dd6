import type { Kysely } from 'kysely';

/**
 * Campus services (issue 12, jczy): the class register (one entry per class and day), the lesson
 * roll calls (one per class, day and period, with a mark per student) and the leaving clearance
 * (batches, and one row per graduate and step once an office marks it). The unique indexes make
 * a repeated save the same row on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['leaving_step', 'leaving_batch', 'class_roll_mark', 'class_roll', 'class_register'])
    await db.schema.dropTable(table).execute();
}
