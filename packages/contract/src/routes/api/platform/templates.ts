// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/templates.js';

export type * from '../../../api/platform/templates.js';

export const templateEndpoints: RoutesOf<typeof declared.templateEndpoints> = {
  describe: { service: 'platform', method: 'GET', path: '/data/template/getBuildDataById' },
  rows: { service: 'platform', method: 'POST', path: '/data/template/queryDataTable' },
};
