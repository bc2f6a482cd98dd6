import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type ExtractTypeFromStringReference,
  type RawBuilder,
  type SqlBool,
  type StringReference,
} from 'kysely';

/**
 * LIKE with a value from outside: `escapeLike` makes `%`, `_` and the escape character match only
 * themselves, and every LIKE here names its escape character, so a pattern means the same on
 * SQLite (which has no default escape) and PostgreSQL (backslash by default).
 */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `subject LIKE pattern ESCAPE '\'`: the one place the escape character is named. */
export const likeEscaped = (subject: Expression<unknown>, pattern: Expression<unknown> | string) =>
  sql<SqlBool>`${subject} like ${pattern} escape '\\'`;

/** `column LIKE pattern ESCAPE '\'`; the pattern's literal parts must come through escapeLike. */
export const likePattern = (column: string, pattern: string): RawBuilder<SqlBool> =>
  likeEscaped(sql.ref(column), pattern);

/** Where in the column the keyword is looked for. */
export type KeywordPlace = 'anywhere' | 'start' | 'end';

export interface KeywordOptions {
  /** Default 'anywhere'. */
  at?: KeywordPlace;
  /**
   * Lower-case the column (in SQL) and the keyword (here) before comparing. Without it the
   * dialect's LIKE decides: SQLite ignores ASCII case, PostgreSQL does not.
   */
  ignoreCase?: boolean;
}

/** The columns of a query's tables that hold text: a keyword is looked for only there. */
export type TextColumn<DB, TB extends keyof DB> = {
  [R in StringReference<DB, TB>]: ExtractTypeFromStringReference<DB, TB, R> extends string | null ? R : never;
}[StringReference<DB, TB>];

/** The LIKE pattern that finds the keyword, itself matched literally, at that place. */
export function keywordPattern(keyword: string, at: KeywordPlace = 'anywhere'): string {
  const literal = escapeLike(keyword);
  if (at === 'start') return `${literal}%`;
  return at === 'end' ? `%${literal}` : `%${literal}%`;
}

/**
 * Rows where any of the columns holds the keyword: the search box of a list. Column names are
 * checked against the query's tables, and only text columns are accepted.
 */
export function keywordFilter<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly TextColumn<DB, TB>[],
  keyword: string,
  { at = 'anywhere', ignoreCase = false }: KeywordOptions = {},
): Expression<SqlBool> {
  const pattern = keywordPattern(ignoreCase ? keyword.toLowerCase() : keyword, at);
  return eb.or(
    columns.map((column) => {
      const ref = eb.ref(column);
      return likeEscaped(ignoreCase ? sql`lower(${ref})` : ref, pattern);
    }),
  );
}
