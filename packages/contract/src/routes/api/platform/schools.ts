// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/schools.js';

export type * from '../../../api/platform/schools.js';

export const schoolEndpoints: RoutesOf<typeof declared.schoolEndpoints> = {
  setup: { service: 'platform', method: 'POST', path: '/setup/school' },
  create: { service: 'platform', method: 'POST', path: '/system/school/create', idempotent: true },
};
