// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/wjcf/api.js';

export type * from '../../../affairs/modules/wjcf/api.js';

export const disciplineEndpoints: RoutesOf<typeof declared.disciplineEndpoints> = {
  list: { service: 'szgz', method: 'GET', path: '/discipline/sanctions' },
  one: { service: 'szgz', method: 'GET', path: '/discipline/sanction' },
  record: { service: 'szgz', method: 'POST', path: '/discipline/sanctions' },
  acknowledge: { service: 'szgz', method: 'POST', path: '/discipline/sanction/acknowledge' },
  notices: { service: 'szgz', method: 'GET', path: '/discipline/notices' },
};
