import type { ListQuery } from '@campus/contract';

/**
 * A list body (the project's list mechanism: `Q^column^OP` filters, a page) from the screen's
 * chosen filters; an empty choice is left out.
 */
export function listBody(
  filters: Record<string, string | undefined>,
  pageNo: number,
  limit: number,
): ListQuery {
  return {
    parameters: Object.entries(filters)
      .filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
      .map(([key, value]) => ({ key, value: value.trim() })),
    requestPage: { pageNo, limit },
    sorts: [],
  };
}
