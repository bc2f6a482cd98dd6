import type { Kysely } from 'kysely';

/**
 * Student information (issue 13, xsxx): the profile fields the registrar keeps beside the account
 * (ID number, home address, bank card, family income...; the phone is the account's), and one row
 * per change request of a student's own phone, address or bank card with the value before and
 * the value asked for, applied to the profile only when the counsellor approves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_profile')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(18)')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('ethnicity', 'varchar(20)')
    .addColumn('political_status', 'varchar(20)')
    .addColumn('province', 'varchar(20)')
    .addColumn('address', 'varchar(200)')
    .addColumn('bank_name', 'varchar(50)')
    .addColumn('bank_card', 'varchar(19)')
    .addColumn('family_income', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_profile_pk', ['tenant_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('student_info_change')
    .addColumn('instance_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('before_value', 'varchar(200)')
    .addColumn('after_value', 'varchar(200)', (c) => c.notNull())
    .addColumn('applied_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('student_info_change_student_ix')
    .on('student_info_change')
    .columns(['tenant_id', 'student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('student_info_change').execute();
  await db.schema.dropTable('student_profile').execute();
}
