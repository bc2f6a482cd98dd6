// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/wjdc/api.js';

export type * from '../../../affairs/modules/wjdc/api.js';

export const wjdcEndpoints: RoutesOf<typeof declared.wjdcEndpoints> = {
  list: { service: 'wjdc', method: 'GET', path: '/surveys' },
  create: { service: 'wjdc', method: 'POST', path: '/surveys' },
  view: { service: 'wjdc', method: 'GET', path: '/surveys/:id' },
  answer: { service: 'wjdc', method: 'POST', path: '/surveys/:id/answers' },
  close: { service: 'wjdc', method: 'POST', path: '/surveys/:id/close' },
  results: { service: 'wjdc', method: 'GET', path: '/surveys/:id/results' },
};
