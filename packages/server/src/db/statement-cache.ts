import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 with its prepared statements kept: Kysely's SQLite driver prepares every query
 * it runs, and preparing (parsing and planning the SQL) costs about as much as running a small
 * query. The same few hundred statements run over and over (the SQL of a query is the same for
 * every value), so each is prepared once and reused; the least recently used go beyond `size`.
 * A statement still being iterated (a streamed query) is busy and cannot run again meanwhile:
 * such a call gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached) {
        if (cached.busy) return sqlite.prepare(sql);
        cache.delete(sql); // re-inserted: the Map's order is the recency order
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
