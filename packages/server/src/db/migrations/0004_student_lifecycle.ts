import type { Kysely } from 'kysely';

/**
 * A student's place in their studies (issue 28): enrolled, suspended, withdrawn or graduated, and
 * the years they entered and are expected to leave. Kept on the member row beside `status` (which
 * says whether the account may act in the school at all) so that suspension, withdrawal and
 * graduation end access without deleting anything. Null for staff. Existing students are enrolled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_member').addColumn('study_status', 'varchar(16)').execute();
  await db.schema.alterTable('tenant_member').addColumn('enrolment_year', 'integer').execute();
  await db.schema.alterTable('tenant_member').addColumn('graduation_year', 'integer').execute();
  await db
    .updateTable('tenant_member' as never)
    .set({ study_status: 'enrolled' } as never)
    .where('kind' as never, '=', 'student' as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['graduation_year', 'enrolment_year', 'study_status'])
    await db.schema.alterTable('tenant_member').dropColumn(column).execute();
}
