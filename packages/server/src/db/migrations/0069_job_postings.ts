import type { Kysely } from 'kysely';

/**
 * Employment (issue 14, group jygl): the employment centre's job postings. Graduates'
 * destination registrations are the module `destination` of the mechanism (its requests and
 * forms), so they need no table here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_posting')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('company', 'varchar(200)', (c) => c.notNull())
    .addColumn('nature', 'varchar(16)', (c) => c.notNull())
    .addColumn('industry', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'varchar(200)', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('salary_min', 'integer', (c) => c.notNull())
    .addColumn('salary_max', 'integer', (c) => c.notNull())
    .addColumn('education', 'varchar(16)', (c) => c.notNull())
    .addColumn('majors', 'varchar(500)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('contact', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_posting_deadline_ix')
    .on('job_posting')
    .columns(['tenant_id', 'deadline'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_posting').execute();
}
