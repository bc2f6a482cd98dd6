import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { orgType } from './people.js';

/**
 * Where the user selector finds people (IBPS-API.md §3 employee query and the org / position /
 * role trees; docs/API.md "Selector sources"). Picking people is a staff tool (transfer, proxy,
 * delegation): the relation PLATFORM_STAFF admits staff members only.
 */
export const PLATFORM_STAFF = 'platform.staff';

interface OrgNodeShape {
  id: string;
  parentId: string | null;
  name: string;
  type: z.infer<typeof orgType>;
  sort: number;
  children: OrgNodeShape[];
}

/** An org with the orgs below it. */
const orgNode: z.ZodType<OrgNodeShape> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  type: orgType,
  sort: z.number(),
  get children() {
    return z.array(orgNode);
  },
});
export type OrgNode = OrgNodeShape;

/** A role or a position with how many people hold it. */
export const groupNode = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  memberCount: z.number(),
});
export type GroupNode = z.infer<typeof groupNode>;

export const employeeRow = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  title: z.string().nullable(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;

const staff = { relation: PLATFORM_STAFF } as const;

const platform = endpointsOf({ service: 'platform', access: staff });

export const selectorEndpoints = {
  orgTree: platform.get('/org/findTreeData', { reply: z.array(orgNode) }),
  /** Roles, named in the reader's language where the app gives them one. */
  roles: platform.get('/role/findTreeData', { reply: z.array(groupNode) }),
  positions: platform.get('/position/findTreeData', { reply: z.array(groupNode) }),
  /** Staff, filtered by `Q^name^SL`, `Q^orgId^S`, ... and optionally by a role or a position. */
  employees: platform.list('/employee/query', employeeRow, {
    query: z.object({
      roleId: z.string().max(32).optional(),
      positionId: z.string().max(32).optional(),
    }),
  }),
};
