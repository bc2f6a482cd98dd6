import type { Kysely } from 'kysely';

/**
 * The student-affairs mechanism (issue 11): batches with per-college quotas, each submitted
 * request's standing (its batch and slot, quota held, outcome, publicity window), objections,
 * payouts, the school's settings and the sanctions eligibility reads. Portable types only.
 * A student's applications in a batch are slots 1..perStudent under a unique index, so two
 * submissions at once can never both take the last one (a released request's slot is null,
 * which the index ignores on both databases).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affair_batch')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('module_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('academic_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('grades', 'varchar(500)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('colleges', 'varchar(2000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('per_student', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publicity_days', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('closed', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affair_batch_module_ix')
    .on('affair_batch')
    .columns(['tenant_id', 'module_key', 'start_date'])
    .execute();

  await db.schema
    .createTable('affair_quota')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('batch_id', 'varchar(32)', (c) => c.notNull().references('affair_batch.id'))
    .addColumn('org_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('affair_quota_pk', ['batch_id', 'org_id'])
    .execute();

  await db.schema
    .createTable('affair_request')
    .addColumn('instance_id', 'varchar(32)', (c) => c.primaryKey().references('bpm_instance.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('module_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(32)', (c) => c.references('affair_batch.id'))
    .addColumn('academic_year', 'varchar(9)')
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('college_id', 'varchar(32)')
    .addColumn('grade', 'varchar(8)')
    .addColumn('slot', 'integer')
    .addColumn('holds_quota', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('outcome', 'varchar(64)')
    .addColumn('amount', 'double precision')
    .addColumn('publicity_start', 'bigint')
    .addColumn('publicity_end', 'bigint')
    .addColumn('open_objections', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affair_request_slot_ux')
    .on('affair_request')
    .columns(['batch_id', 'student_id', 'slot'])
    .unique()
    .execute();
  await db.schema
    .createIndex('affair_request_student_ix')
    .on('affair_request')
    .columns(['tenant_id', 'student_id', 'academic_year'])
    .execute();
  await db.schema
    .createIndex('affair_request_module_ix')
    .on('affair_request')
    .columns(['tenant_id', 'module_key', 'batch_id'])
    .execute();

  await db.schema
    .createTable('affair_objection')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('request_id', 'varchar(32)', (c) => c.notNull().references('affair_request.instance_id'))
    .addColumn('filed_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('reason', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('affair_objection_request_ix')
    .on('affair_objection')
    .columns(['request_id', 'status'])
    .execute();

  await db.schema
    .createTable('affair_payout')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('request_id', 'varchar(32)', (c) => c.notNull().references('affair_request.instance_id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('module_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('academic_year', 'varchar(9)')
    .addColumn('period', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affair_payout_student_ix')
    .on('affair_payout')
    .columns(['tenant_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('school_setting')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('value', 'varchar(4000)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(32)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_setting_pk', ['tenant_id', 'key'])
    .execute();

  await db.schema
    .createTable('student_sanction')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('student_sanction_student_ix')
    .on('student_sanction')
    .columns(['tenant_id', 'student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'student_sanction',
    'school_setting',
    'affair_payout',
    'affair_objection',
    'affair_request',
    'affair_quota',
    'affair_batch',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
