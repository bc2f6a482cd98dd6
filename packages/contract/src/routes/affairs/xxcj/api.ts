// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/xxcj/api.js';

export type * from '../../../affairs/modules/xxcj/api.js';

export const xxcjEndpoints: RoutesOf<typeof declared.xxcjEndpoints> = {
  mine: { service: 'jczy', method: 'GET', path: '/xxcj/mine' },
  collection: { service: 'jczy', method: 'GET', path: '/xxcj/collection' },
  fill: { service: 'jczy', method: 'POST', path: '/xxcj/fill', idempotent: true },
  staff: { service: 'jczy', method: 'GET', path: '/xxcj/staff' },
  audiences: { service: 'jczy', method: 'GET', path: '/xxcj/audiences' },
  create: { service: 'jczy', method: 'POST', path: '/xxcj/create', idempotent: true },
  results: { service: 'jczy', method: 'GET', path: '/xxcj/results' },
  missing: { service: 'jczy', method: 'GET', path: '/xxcj/missing' },
  export: { service: 'jczy', method: 'POST', path: '/xxcj/export' },
};
