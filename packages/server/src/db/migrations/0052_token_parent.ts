import type { Kysely } from 'kysely';

/**
 * A session handed over from another one (`user/login/v2app/apply`: the school's other app's
 * access token exchanged for ours) remembers the sign-in it came from, `parent_family_id`, and
 * ends with it: revoking a family revokes the families handed over from it (core/auth/tokens.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_token').addColumn('parent_family_id', 'varchar(32)').execute();
  await db.schema.createIndex('auth_token_parent_ix').on('auth_token').column('parent_family_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auth_token_parent_ix').execute();
  await db.schema.alterTable('auth_token').dropColumn('parent_family_id').execute();
}
