// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/affairs/group.js';

export type * from '../../../api/affairs/group.js';

export const affairsEndpoints: RoutesOf<typeof declared.affairsEndpoints> = {
  catalogue: { service: 'business', method: 'GET', path: '/affairs/catalogue' },
  cohort: { service: 'business', method: 'GET', path: '/affairs/cohort' },
};
