import type { Kysely } from 'kysely';

/**
 * Fees (issue 12, sfgl): a bill per student per academic year with one line per fee item, the
 * payments and the finance office's deferrals against it. Money is kept in fen (cents) as
 * integers, so sums are exact; the bill keeps its totals (due, reduced, paid, deferred) beside
 * its lines and payments, written in the same transaction, so collection figures are one
 * indexed query. The green channel's deferral is read from its request, never copied here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fee_bill')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('academic_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('reduced', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deferred', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deferred_until', 'varchar(10)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fee_bill_student_year_ux')
    .on('fee_bill')
    .columns(['tenant_id', 'student_id', 'academic_year'])
    .unique()
    .execute();
  await db.schema
    .createIndex('fee_bill_year_ix')
    .on('fee_bill')
    .columns(['tenant_id', 'academic_year'])
    .execute();

  await db.schema
    .createTable('fee_bill_item')
    .addColumn('bill_id', 'varchar(32)', (c) => c.notNull().references('fee_bill.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('item', 'varchar(16)', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('reduced', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('fee_bill_item_pk', ['bill_id', 'item'])
    .execute();

  await db.schema
    .createTable('fee_payment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('bill_id', 'varchar(32)', (c) => c.notNull().references('fee_bill.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('receipt_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(32)')
    .addColumn('recorder_name', 'varchar(100)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fee_payment_bill_ix')
    .on('fee_payment')
    .columns(['bill_id', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('fee_payment_receipt_ux')
    .on('fee_payment')
    .columns(['tenant_id', 'receipt_no'])
    .unique()
    .execute();

  await db.schema
    .createTable('fee_deferral')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('bill_id', 'varchar(32)', (c) => c.notNull().references('fee_bill.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(32)')
    .addColumn('recorder_name', 'varchar(100)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fee_deferral_bill_ix').on('fee_deferral').columns(['bill_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['fee_deferral', 'fee_payment', 'fee_bill_item', 'fee_bill'])
    await db.schema.dropTable(table).execute();
}
