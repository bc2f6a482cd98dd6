import type { ListQuery } from '@campus/contract';

/**
 * Takes one parameter out of a list body: for choices that are not a column filter (which of
 * a list's views, read or unread), so the list helper sees only its whitelisted columns.
 */
export function takeParameter(query: ListQuery, key: string): { value: string; rest: ListQuery } {
  const found = query.parameters.find((p) => p.key === key);
  return {
    value: found?.value.trim() ?? '',
    rest: { ...query, parameters: query.parameters.filter((p) => p.key !== key) },
  };
}
