import type { Kysely } from 'kysely';

/**
 * Moral-education class (德育课堂, the szgz group): sessions (a lecture or an activity with a
 * capacity and points) and one sign-up per student and session. `signed` counts the confirmed
 * places so that a place is taken by one conditional update (never over capacity on either
 * database); the rest wait.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moral_session')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('speaker', 'varchar(100)', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    .addColumn('term', 'varchar(16)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('signed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('creator_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('creator_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moral_session_date_ix')
    .on('moral_session')
    .columns(['tenant_id', 'date'])
    .execute();

  await db.schema
    .createTable('moral_signup')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('session_id', 'varchar(32)', (c) => c.notNull().references('moral_session.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moral_signup_ux')
    .on('moral_signup')
    .columns(['tenant_id', 'session_id', 'student_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('moral_signup_student_ix')
    .on('moral_signup')
    .columns(['tenant_id', 'student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moral_signup').execute();
  await db.schema.dropTable('moral_session').execute();
}
