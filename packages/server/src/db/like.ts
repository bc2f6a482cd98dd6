import { sql, type RawBuilder } from 'kysely';

/**
 * LIKE with a value from outside: `escapeLike` makes `%`, `_` and the escape character match only
 * themselves, and every LIKE here names its escape character, so a pattern means the same on
 * SQLite (which has no default escape) and PostgreSQL (backslash by default).
 */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column LIKE pattern ESCAPE '\'`; the pattern's literal parts must come through escapeLike. */
export const likePattern = (column: string, pattern: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
