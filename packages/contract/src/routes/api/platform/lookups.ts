// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/lookups.js';

export type * from '../../../api/platform/lookups.js';

export const lookupEndpoints: RoutesOf<typeof declared.lookupEndpoints> = {
  orgTree: { service: 'platform', method: 'POST', path: '/org/findTreeData' },
  user: { service: 'platform', method: 'GET', path: '/user/get' },
  employee: { service: 'platform', method: 'GET', path: '/employee/get' },
  byAccount: { service: 'platform', method: 'GET', path: '/user/getByAccount' },
  positions: { service: 'platform', method: 'GET', path: '/position/findAll' },
  roles: { service: 'platform', method: 'POST', path: '/role/queryWithSys' },
};
