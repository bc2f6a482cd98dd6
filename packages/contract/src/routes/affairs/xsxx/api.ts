// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/xsxx/api.js';

export type * from '../../../affairs/modules/xsxx/api.js';

export const xsxxEndpoints: RoutesOf<typeof declared.xsxxEndpoints> = {
  mine: { service: 'jczy', method: 'GET', path: '/xsxx/mine' },
  options: { service: 'jczy', method: 'GET', path: '/xsxx/options' },
  students: { service: 'jczy', method: 'POST', path: '/xsxx/students' },
  student: { service: 'jczy', method: 'GET', path: '/xsxx/student' },
  export: { service: 'jczy', method: 'POST', path: '/xsxx/students/export' },
};
