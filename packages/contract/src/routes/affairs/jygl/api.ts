// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/jygl/api.js';

export type * from '../../../affairs/modules/jygl/api.js';

export const employmentEndpoints: RoutesOf<typeof declared.employmentEndpoints> = {
  postings: { service: 'jygl', method: 'GET', path: '/employment/postings' },
  posting: { service: 'jygl', method: 'GET', path: '/employment/postings/:id' },
  publish: { service: 'jygl', method: 'POST', path: '/employment/postings' },
  rates: { service: 'jygl', method: 'GET', path: '/employment/rates' },
  mine: { service: 'jygl', method: 'GET', path: '/employment/mine' },
};
