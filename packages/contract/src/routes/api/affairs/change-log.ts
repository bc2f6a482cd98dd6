// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/affairs/change-log.js';

export type * from '../../../api/affairs/change-log.js';

export const CHANGE_EXPORT_MAX: typeof declared.CHANGE_EXPORT_MAX = 10000;
export const CHANGE_PAGE_MAX: typeof declared.CHANGE_PAGE_MAX = 100;
export const changeLogEndpoints: RoutesOf<typeof declared.changeLogEndpoints> = {
  query: { service: 'business', method: 'GET', path: '/affairs/changes/query' },
  export: { service: 'business', method: 'GET', path: '/affairs/changes/export' },
};
