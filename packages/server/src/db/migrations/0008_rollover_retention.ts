import type { Kysely } from 'kysely';

/**
 * The yearly rollover and the graduates' retention (issue 28):
 * - `tenant.school_year`: the school year the school last rolled into (2026 is 2026–2027); null
 *   until the first rollover, when the calendar's school year stands in for it.
 * - `tenant.retention_years`: how long a graduate's sensitive personal data (ID number, phone,
 *   family details) is kept after their account closes; 10 years unless the school changes it.
 * - `tenant_member.access_closed_at`: when the closing job closed a graduate's account (their
 *   sessions revoked); null while open. The job claims a row by setting it, so two servers never
 *   close the same account twice.
 * - `tenant_member.personal_data_erased_at`: when the retention job erased the sensitive data.
 * Requests, bills, scores and sanctions are never touched by either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant').addColumn('school_year', 'integer').execute();
  await db.schema
    .alterTable('tenant')
    .addColumn('retention_years', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
  await db.schema.alterTable('tenant_member').addColumn('access_closed_at', 'bigint').execute();
  await db.schema.alterTable('tenant_member').addColumn('personal_data_erased_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_member').dropColumn('personal_data_erased_at').execute();
  await db.schema.alterTable('tenant_member').dropColumn('access_closed_at').execute();
  await db.schema.alterTable('tenant').dropColumn('retention_years').execute();
  await db.schema.alterTable('tenant').dropColumn('school_year').execute();
}
