// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/bxgl/api.js';

export type * from '../../../affairs/modules/bxgl/api.js';

export const insuranceEndpoints: RoutesOf<typeof declared.insuranceEndpoints> = {
  rates: { service: 'jczy', method: 'GET', path: '/insurance/rates' },
  mine: { service: 'jczy', method: 'GET', path: '/insurance/mine' },
};
