// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/yqfk/api.js';

export type * from '../../../affairs/modules/yqfk/api.js';

export const yqfkEndpoints: RoutesOf<typeof declared.yqfkEndpoints> = {
  today: { service: 'jczy', method: 'GET', path: '/yqfk/today' },
  report: { service: 'jczy', method: 'POST', path: '/yqfk/report', idempotent: true },
  unchanged: { service: 'jczy', method: 'POST', path: '/yqfk/unchanged', idempotent: true },
  history: { service: 'jczy', method: 'GET', path: '/yqfk/history' },
  overview: { service: 'jczy', method: 'GET', path: '/yqfk/overview' },
  remind: { service: 'jczy', method: 'POST', path: '/yqfk/remind', idempotent: true },
  pass: { service: 'jczy', method: 'GET', path: '/yqfk/pass' },
  scan: { service: 'jczy', method: 'POST', path: '/yqfk/gate/scan' },
};
