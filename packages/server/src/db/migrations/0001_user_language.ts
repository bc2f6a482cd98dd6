import type { Kysely } from 'kysely';

/**
 * The language an account chose (issue 30 item 19): kept with the account, not the browser, so a
 * sign-in on another phone shows the same language. Null until the person picks one (the browser's
 * choice stays in force).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('language', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('language').execute();
}
