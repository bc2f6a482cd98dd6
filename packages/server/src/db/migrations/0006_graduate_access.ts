import type { Kysely } from 'kysely';

/**
 * When a graduate's access ends (issue 28): graduation sets `tenant_member.access_ends_at` to the
 * day the school's grace period runs out; sign-in and every request refuse the member in that
 * school after it (nothing is deleted). The grace period is the school's setting,
 * `tenant.graduate_grace_days` (90 days unless the school changes it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_member').addColumn('access_ends_at', 'bigint').execute();
  await db.schema
    .alterTable('tenant')
    .addColumn('graduate_grace_days', 'integer', (c) => c.notNull().defaultTo(90))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant').dropColumn('graduate_grace_days').execute();
  await db.schema.alterTable('tenant_member').dropColumn('access_ends_at').execute();
}
