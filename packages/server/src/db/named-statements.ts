import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Named (server-prepared) statements on PostgreSQL for SQL that is sent again and again with new
 * values (issue 33: the engine's statements compiled once, engine/runtime/prepared.ts, its
 * combined writes, engine/runtime/deferred.ts, and the hot queries compiled once per shape,
 * db/query-shapes.ts: the token check and the pending list). A named statement is parsed and planned once per
 * connection; later calls send only its name and the values, so the server skips parsing and
 * planning (most of what a short statement costs it) and the client sends less.
 *
 * The SQL is registered by whoever compiled it (`nameStatement`); every client of a pool given to
 * `useNamedStatements` sends a registered SQL by its name, anything else as before. The name is a
 * hash of the SQL, so it stays the same SQL on every connection and in every process.
 */
const names = new Map<string, string>();

/**
 * At most this many SQL texts are named: every connection keeps a named statement (and its plan)
 * for its life, so the set must stay bounded whatever shapes the lists' filters and sorts make;
 * SQL beyond it goes unnamed, as before.
 */
const MAX_NAMED = 1000;

/** Keeps this SQL's text: sent by name from now on (on PostgreSQL; SQLite caches statements anyway). */
export function nameStatement(sql: string): void {
  if (!names.has(sql) && names.size < MAX_NAMED)
    names.set(sql, `n_${createHash('sha1').update(sql).digest('base64url')}`);
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Hooks each new client of the pool so that registered SQL goes as a named statement. */
export function useNamedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (config, values, callback) => {
      if (typeof config === 'string' && callback === undefined) {
        const name = names.get(config);
        if (name !== undefined) return query({ name, text: config, values });
      }
      return query(config, values, callback);
    };
  });
}
