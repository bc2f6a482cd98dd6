// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/affairs/module.js';

export type * from '../../../api/affairs/module.js';

export function moduleEndpoints(
  module: Parameters<typeof declared.moduleEndpoints>[0],
): RoutesOf<ReturnType<typeof declared.moduleEndpoints>> {
  return {
    meta: { service: module.service, method: 'GET', path: `/affairs/${module.key}/meta` },
    reference: { service: module.service, method: 'GET', path: `/affairs/${module.key}/reference` },
    apply: {
      service: module.service,
      method: 'POST',
      path: `/affairs/${module.key}/apply`,
      idempotent: true,
    },
    mine: { service: module.service, method: 'POST', path: `/affairs/${module.key}/mine` },
    review: { service: module.service, method: 'POST', path: `/affairs/${module.key}/review` },
    detail: { service: module.service, method: 'GET', path: `/affairs/${module.key}/detail` },
    statistics: { service: module.service, method: 'GET', path: `/affairs/${module.key}/statistics` },
    objection: {
      service: module.service,
      method: 'POST',
      path: `/affairs/${module.key}/objection`,
      idempotent: true,
    },
  };
}
