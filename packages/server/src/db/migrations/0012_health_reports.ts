import type { Kysely } from 'kysely';

/**
 * Epidemic control's daily health reports and campus passes (issue 34; modules/affairs/modules/yqfk/tables.ts): one
 * row per student and school day, its answers, whether it was abnormal and the counsellor's
 * follow-up request it started. Health data: read only as yqfk/health-readers.ts says, erased
 * after the school's retention period by the hourly job (yqfk/retention.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_report')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('report_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('temperature', 'double precision', (c) => c.notNull())
    .addColumn('symptoms', 'text', (c) => c.notNull())
    .addColumn('location', 'varchar(20)')
    .addColumn('contact', 'integer')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('abnormal', 'integer', (c) => c.notNull())
    .addColumn('follow_up_id', 'varchar(32)')
    .addColumn('reported_at', 'bigint', (c) => c.notNull())
    .execute();
  // One report per student and day: a second submission (a double tap) finds this and writes nothing.
  await db.schema
    .createIndex('health_report_student_day')
    .on('health_report')
    .columns(['tenant_id', 'student_id', 'report_date'])
    .unique()
    .execute();
  // The day's figures per school, and the retention job's sweep by date.
  await db.schema
    .createIndex('health_report_day')
    .on('health_report')
    .columns(['tenant_id', 'report_date'])
    .execute();
  // A campus exit's passage through the gate, keyed by its approved request: out, then back in.
  await db.schema
    .createTable('campus_pass')
    .addColumn('request_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('out_at', 'bigint', (c) => c.notNull())
    .addColumn('out_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('in_at', 'bigint')
    .addColumn('in_by', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campus_pass').execute();
  await db.schema.dropTable('health_report').execute();
}
