import type { Kysely } from 'kysely';

/**
 * Rate-limit counters in the database (http/rate-limit.ts) when it is PostgreSQL, so that every
 * server instance counts against one budget: a second instance must not double it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit')
    .addColumn('bucket', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_reset_ix').on('rate_limit').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
}
