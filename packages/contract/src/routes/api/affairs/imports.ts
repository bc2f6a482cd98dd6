// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/affairs/imports.js';

export type * from '../../../api/affairs/imports.js';

export function importEndpoints(
  service: Parameters<typeof declared.importEndpoints>[0],
  base: Parameters<typeof declared.importEndpoints>[1],
): RoutesOf<ReturnType<typeof declared.importEndpoints>> {
  return {
    upload: { service: service, method: 'POST', path: base, idempotent: true },
    confirm: { service: service, method: 'POST', path: `${base}/confirm`, idempotent: true },
    status: { service: service, method: 'GET', path: `${base}/status` },
    template: { service: service, method: 'GET', path: `${base}/template` },
  };
}
