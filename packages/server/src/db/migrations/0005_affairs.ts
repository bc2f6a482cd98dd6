import type { Kysely } from 'kysely';

/**
 * The student-affairs modules (issue 5): a module lists its requests by process, so instances get
 * an index by process key; leave keeps the return (销假) of each leave, the registration batches
 * and the students' destination and return registrations. Portable types only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bpm_instance_def_key_ix')
    .on('bpm_instance')
    .columns(['tenant_id', 'def_key', 'status'])
    .execute();

  await db.schema
    .createTable('leave_record')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().references('bpm_instance.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('returned_at', 'bigint', (c) => c.notNull())
    .addColumn('return_note', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('registration_batch')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registration_batch_kind_ix')
    .on('registration_batch')
    .columns(['tenant_id', 'kind', 'start_date'])
    .execute();

  await db.schema
    .createTable('destination_registration')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('batch_id', 'varchar(32)', (c) => c.notNull().references('registration_batch.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('destination_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('leave_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('return_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('transport', 'varchar(100)')
    .addColumn('note', 'varchar(500)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('destination_registration_pk', ['batch_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('return_registration')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('batch_id', 'varchar(32)', (c) => c.notNull().references('registration_batch.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('arrived_at', 'bigint', (c) => c.notNull())
    .addColumn('transport', 'varchar(100)')
    .addColumn('note', 'varchar(500)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('return_registration_pk', ['batch_id', 'student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'return_registration',
    'destination_registration',
    'registration_batch',
    'leave_record',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('bpm_instance_def_key_ix').execute();
}
