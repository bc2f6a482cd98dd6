// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/sfgl/api.js';

export type * from '../../../affairs/modules/sfgl/api.js';

export const feeEndpoints: RoutesOf<typeof declared.feeEndpoints> = {
  mine: { service: 'sfgl', method: 'GET', path: '/fees/mine' },
  bill: { service: 'sfgl', method: 'GET', path: '/fees/bill' },
  overview: { service: 'sfgl', method: 'GET', path: '/fees/overview' },
  list: { service: 'sfgl', method: 'POST', path: '/fees/list' },
  exportList: { service: 'sfgl', method: 'POST', path: '/fees/export' },
  payment: { service: 'sfgl', method: 'POST', path: '/fees/payment', idempotent: true },
  deferral: { service: 'sfgl', method: 'POST', path: '/fees/deferral', idempotent: true },
};
