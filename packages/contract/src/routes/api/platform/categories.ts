// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/categories.js';

export type * from '../../../api/platform/categories.js';

export const categoryEndpoints: RoutesOf<typeof declared.categoryEndpoints> = {
  tree: { service: 'platform', method: 'GET', path: '/cat/type/findTreeData' },
};
