// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/affairs/group.js';

export type * from '../../../api/affairs/group.js';

export function groupEndpoints(
  group: Parameters<typeof declared.groupEndpoints>[0],
): RoutesOf<ReturnType<typeof declared.groupEndpoints>> {
  return {
    schemes: { service: group.service, method: 'GET', path: `/affairs/${group.key}/schemes` },
    records: { service: group.service, method: 'POST', path: `/affairs/${group.key}/records` },
    payouts: { service: group.service, method: 'GET', path: `/affairs/${group.key}/payouts` },
    publicity: { service: group.service, method: 'POST', path: `/affairs/${group.key}/publicity` },
    review: { service: group.service, method: 'POST', path: `/affairs/${group.key}/review` },
    detail: { service: group.service, method: 'GET', path: `/affairs/${group.key}/detail` },
    query: { service: group.service, method: 'POST', path: `/affairs/${group.key}/query` },
    options: { service: group.service, method: 'GET', path: `/affairs/${group.key}/options` },
    export: { service: group.service, method: 'POST', path: `/affairs/${group.key}/export` },
    statistics: { service: group.service, method: 'GET', path: `/affairs/${group.key}/statistics` },
    batches: { service: group.service, method: 'GET', path: `/affairs/${group.key}/batches` },
    saveBatch: {
      service: group.service,
      method: 'POST',
      path: `/affairs/${group.key}/batch/save`,
      idempotent: true,
    },
    closeBatch: { service: group.service, method: 'POST', path: `/affairs/${group.key}/batch/close` },
    quotas: { service: group.service, method: 'GET', path: `/affairs/${group.key}/quotas` },
    saveQuotas: { service: group.service, method: 'POST', path: `/affairs/${group.key}/quotas/save` },
    settings: { service: group.service, method: 'GET', path: `/affairs/${group.key}/settings` },
    saveSettings: { service: group.service, method: 'POST', path: `/affairs/${group.key}/settings/save` },
  };
}
export const affairsEndpoints: RoutesOf<typeof declared.affairsEndpoints> = {
  catalogue: { service: 'business', method: 'GET', path: '/affairs/catalogue' },
  cohort: { service: 'business', method: 'GET', path: '/affairs/cohort' },
};
