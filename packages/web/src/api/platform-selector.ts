import type { ListQuery } from '@campus/contract';
import { selectorEndpoints } from '@campus/contract/routes/api/platform/selector';
import { dataOf } from './core/reply-data';
import { call } from './http';

/** Where the user selector finds people (staff only), by their declarations (contract api/platform/selector.ts). */
export type { EmployeeRow, GroupNode, OrgNode } from '@campus/contract/routes/api/platform/selector';
export { selectorEndpoints };

export const selector = {
  orgTree: async () => dataOf(await call(selectorEndpoints.orgTree)),
  roles: async () => dataOf(await call(selectorEndpoints.roles)),
  positions: async () => dataOf(await call(selectorEndpoints.positions)),
  /** Staff, filtered by `Q^name^SL`, `Q^orgId^S`, ... and optionally by a role or a position. */
  employees: async (query: ListQuery, by: { roleId?: string; positionId?: string } = {}) =>
    dataOf(await call(selectorEndpoints.employees, { query: by, body: query })),
};
