// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/lxgl/api.js';

export type * from '../../../affairs/modules/lxgl/api.js';

export const leaveEndpoints: RoutesOf<typeof declared.leaveEndpoints> = {
  cancel: { service: 'lxgl', method: 'POST', path: '/leave/cancel' },
  today: { service: 'lxgl', method: 'GET', path: '/leave/today' },
  openBatch: { service: 'lxgl', method: 'GET', path: '/leave/batch' },
  myDestination: { service: 'lxgl', method: 'GET', path: '/leave/destination/mine' },
  myReturn: { service: 'lxgl', method: 'GET', path: '/leave/return/mine' },
  signDestination: { service: 'lxgl', method: 'POST', path: '/leave/destination/sign' },
  signReturn: { service: 'lxgl', method: 'POST', path: '/leave/return/sign' },
  destinationCheck: { service: 'lxgl', method: 'POST', path: '/leave/destination/check' },
  returnCheck: { service: 'lxgl', method: 'POST', path: '/leave/return/check' },
};
