import type { ListQuery } from '@campus/contract';
import { checkFilterValues } from '../../../http/list-query.js';

/**
 * Takes one parameter out of a list body: for choices that are not a column filter (which of
 * a list's views, read or unread, a search keyword), so the list helper sees only its whitelisted
 * columns. Over-long values are refused here as the list helper refuses them.
 */
export function takeParameter(query: ListQuery, key: string): { value: string; rest: ListQuery } {
  checkFilterValues(query);
  const found = query.parameters.find((p) => p.key === key);
  return {
    value: found?.value.trim() ?? '',
    rest: { ...query, parameters: query.parameters.filter((p) => p.key !== key) },
  };
}
