import type { Kysely } from 'kysely';

/**
 * Comprehensive evaluation (issue 14, zhcpgl): the course grades a year's academic part is computed
 * from, and the moral and sports parts staff enter. Marks, credits and parts are kept in tenths
 * (integers: 87.5 is 875), so sums are exact on both databases. Totals and ranks are computed when
 * read (from the school's weights), never stored, so a change of weights shows at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evaluation_part').execute();
  await db.schema.dropTable('evaluation_grade').execute();
}
