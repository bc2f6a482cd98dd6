import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * Serialises transactions that decide on the same thing (a student's leaves): on PostgreSQL a
 * transaction-scoped advisory lock on the name, held until commit or rollback; SQLite runs one
 * write transaction at a time anyway. Call it inside the transaction, before reading what the
 * decision depends on.
 */
export async function lockName(db: Kysely<DB>, name: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(db);
}
