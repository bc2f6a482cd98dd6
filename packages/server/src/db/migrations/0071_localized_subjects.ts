import type { Kysely } from 'kysely';

/**
 * Process content in the reader's language (issue 16): a request's subject and an inner
 * message's subject and content get a JSON column of their texts by language (the other
 * languages; the stored text stays the school's, zh-CN), written when the request starts or the
 * message is sent and chosen at read time, like the names of migration 0070. Rows written before
 * have none and read as stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_instance').addColumn('subjects', 'text').execute();
  await db.schema.alterTable('inner_message').addColumn('subjects', 'text').execute();
  await db.schema.alterTable('inner_message').addColumn('contents', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inner_message').dropColumn('contents').execute();
  await db.schema.alterTable('inner_message').dropColumn('subjects').execute();
  await db.schema.alterTable('bpm_instance').dropColumn('subjects').execute();
}
