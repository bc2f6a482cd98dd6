// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/affairs/checkin.js';

export type * from '../../../api/affairs/checkin.js';

export function checkinEndpoints(
  service: Parameters<typeof declared.checkinEndpoints>[0],
  base: Parameters<typeof declared.checkinEndpoints>[1] = '',
): RoutesOf<ReturnType<typeof declared.checkinEndpoints>> {
  return {
    openPoint: { service: service, method: 'POST', path: `${base}/checkin/points` },
    points: { service: service, method: 'GET', path: `${base}/checkin/points` },
    scan: { service: service, method: 'POST', path: `${base}/checkin/scan` },
    pointCode: { service: service, method: 'GET', path: `${base}/checkin/points/:id/code` },
    scanStudent: { service: service, method: 'POST', path: `${base}/checkin/points/:id/scanStudent` },
    checkInStudent: { service: service, method: 'POST', path: `${base}/checkin/points/:id/checkInStudent` },
    myCode: { service: service, method: 'GET', path: `${base}/checkin/myCode` },
  };
}
