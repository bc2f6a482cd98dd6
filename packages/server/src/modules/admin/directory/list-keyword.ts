import type { ListQuery } from '@campus/contract';

/** The search box's filter key: one text looked for in several columns (name or number). */
const KEYWORD_KEY = 'Q^keyword^SL';

/**
 * Takes the search box's text out of a list body, leaving the column filters for `runList`: a
 * keyword spans several columns, which a `Q^column^OP` filter cannot say.
 */
export function takeKeyword(query: ListQuery): { keyword: string; rest: ListQuery } {
  const keyword = query.parameters.find((p) => p.key === KEYWORD_KEY)?.value.trim() ?? '';
  return { keyword, rest: { ...query, parameters: query.parameters.filter((p) => p.key !== KEYWORD_KEY) } };
}
