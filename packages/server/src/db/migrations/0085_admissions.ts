import type { Kysely } from 'kysely';

/**
 * Admissions service (issue 13, zsfw): the school's programmes open for sign-up (independent
 * enrolment, a summer camp...) with their majors and window, and the sign-ups of prospective
 * students (one per programme and ID number) with the admissions office's check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admission_signup').execute();
  await db.schema.dropTable('admission_program').execute();
}
