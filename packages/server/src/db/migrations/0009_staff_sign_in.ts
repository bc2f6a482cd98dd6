import type { Kysely } from 'kysely';

/**
 * Signing in by number (issue 28): an imported person's account is `<school code>.<number>`, and
 * they sign in with their number; the unique (tenant, number) index cannot serve a lookup across
 * schools, so the number gets its own index.
 *
 * A staff member's ID number (issue 28): the one thing besides the phone on record that lets an
 * imported staff member activate their account when the school has no single sign-on. Students'
 * ID numbers stay in their profile (student_profile); this column is for staff only, written by the
 * staff import and the sync API, read only by activation (which compares its last six characters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_member').addColumn('id_number', 'varchar(18)').execute();
  await db.schema.createIndex('tenant_member_number_ix').on('tenant_member').column('number').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tenant_member_number_ix').execute();
  await db.schema.alterTable('tenant_member').dropColumn('id_number').execute();
}
