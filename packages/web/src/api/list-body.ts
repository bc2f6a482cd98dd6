import type { ListQuery, ListSort } from '@campus/contract';

/** Filter values by their `Q^column^OP` key; empty values are sent as empty text (SPEC §3). */
export type ListFilters = Readonly<Record<string, string>>;

export interface ListRequest {
  pageNo: number;
  limit: number;
  filters?: ListFilters;
  sorts?: ListSort[];
}

/** The list body every list endpoint takes (SPEC §3), from a page and named filters. */
export function listBody({ pageNo, limit, filters = {}, sorts = [] }: ListRequest): ListQuery {
  return {
    parameters: Object.entries(filters).map(([key, value]) => ({ key, value })),
    requestPage: { pageNo, limit },
    sorts,
  };
}
