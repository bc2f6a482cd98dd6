// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/zsfw/api.js';

export type * from '../../../affairs/modules/zsfw/api.js';

export const zsfwEndpoints: RoutesOf<typeof declared.zsfwEndpoints> = {
  programs: { service: 'zsfw', method: 'GET', path: '/admissions/programs' },
  home: { service: 'zsfw', method: 'GET', path: '/admissions/home' },
  signUp: { service: 'zsfw', method: 'POST', path: '/admissions/signup', idempotent: true },
  detail: { service: 'zsfw', method: 'GET', path: '/admissions/detail' },
  list: { service: 'zsfw', method: 'POST', path: '/admissions/list' },
  review: { service: 'zsfw', method: 'POST', path: '/admissions/review' },
  export: { service: 'zsfw', method: 'POST', path: '/admissions/export' },
};
