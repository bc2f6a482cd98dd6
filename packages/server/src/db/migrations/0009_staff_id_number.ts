import type { Kysely } from 'kysely';

/**
 * A staff member's ID number (issue 28): the one thing besides the phone on record that lets an
 * imported staff member activate their account when the school has no single sign-on. Students'
 * ID numbers stay in their profile (student_profile); this column is for staff only, written by the
 * staff import and the sync API, read only by activation (which compares its last six characters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_member').addColumn('id_number', 'varchar(18)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_member').dropColumn('id_number').execute();
}
