// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/admin/imports.js';

export type * from '../../../api/admin/imports.js';

export const IMPORT_HISTORY_PAGE_MAX: typeof declared.IMPORT_HISTORY_PAGE_MAX = 100;
export const adminImportEndpoints: RoutesOf<typeof declared.adminImportEndpoints> = {
  history: { service: 'business', method: 'GET', path: '/affairs/admin/imports/history' },
};
