import type { ListQuery, ListReply } from '@campus/contract';
import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';

/** Where the user selector finds people (/platform/v3; staff only, docs/API.md "Selector sources"). */

export interface OrgNode {
  id: string;
  parentId: string | null;
  name: string;
  type: string;
  sort: number;
  children: OrgNode[];
}

/** A role or a position with how many people hold it. */
export interface GroupNode {
  id: string;
  code: string;
  name: string;
  memberCount: number;
}

export interface EmployeeRow {
  id: string;
  account: string;
  name: string;
  orgId: string | null;
  orgName: string | null;
  title: string | null;
}

export function createSelectorApi(client: HttpClient) {
  const tree = async <T>(url: string) => dataOf(await client.request<T[]>({ service: 'platform', url }));
  return {
    orgTree: () => tree<OrgNode>('/org/findTreeData'),
    roles: () => tree<GroupNode>('/role/findTreeData'),
    positions: () => tree<GroupNode>('/position/findTreeData'),
    /** Staff, filtered by `Q^name^SL`, `Q^orgId^S`, ... and optionally by a role or a position. */
    employees: async (query: ListQuery, by: { roleId?: string; positionId?: string } = {}) =>
      dataOf(
        await client.request<ListReply<EmployeeRow>>({
          method: 'POST',
          service: 'platform',
          url: '/employee/query',
          params: by,
          data: query,
        }),
      ),
  };
}

export type SelectorApi = ReturnType<typeof createSelectorApi>;

export const selector = createSelectorApi(http);
