// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/environments.js';

export type * from '../../../api/platform/environments.js';

export const environmentEndpoints: RoutesOf<typeof declared.environmentEndpoints> = {
  list: { service: 'platform', method: 'GET', path: '/app/environments' },
};
