import type { Kysely } from 'kysely';

/**
 * A bank-card change keeps the bank's name before and after beside the card number (issue 30
 * item 18): a card moves between banks, and the finance office pays to the bank on record.
 * Null for the other changes, and for changes made before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('student_info_change').addColumn('before_bank', 'varchar(64)').execute();
  await db.schema.alterTable('student_info_change').addColumn('after_bank', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('student_info_change').dropColumn('after_bank').execute();
  await db.schema.alterTable('student_info_change').dropColumn('before_bank').execute();
}
