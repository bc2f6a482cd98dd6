// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/selector.js';

export type * from '../../../api/platform/selector.js';

export const PLATFORM_STAFF: typeof declared.PLATFORM_STAFF = 'platform.staff';
export const selectorEndpoints: RoutesOf<typeof declared.selectorEndpoints> = {
  orgTree: { service: 'platform', method: 'GET', path: '/org/findTreeData' },
  roles: { service: 'platform', method: 'GET', path: '/role/findTreeData' },
  positions: { service: 'platform', method: 'GET', path: '/position/findTreeData' },
  employees: { service: 'platform', method: 'POST', path: '/employee/query' },
};
