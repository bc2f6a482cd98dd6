// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/szgz/api.js';

export type * from '../../../affairs/modules/szgz/api.js';

export const szgzEndpoints: RoutesOf<typeof declared.szgzEndpoints> = {
  sessions: { service: 'szgz', method: 'GET', path: '/moral/sessions' },
  signUp: { service: 'szgz', method: 'POST', path: '/moral/signup' },
  cancel: { service: 'szgz', method: 'POST', path: '/moral/cancel' },
  record: { service: 'szgz', method: 'GET', path: '/moral/record' },
  manage: { service: 'szgz', method: 'GET', path: '/moral/manage' },
  create: { service: 'szgz', method: 'POST', path: '/moral/session' },
  roster: { service: 'szgz', method: 'GET', path: '/moral/roster' },
  attendance: { service: 'szgz', method: 'POST', path: '/moral/attendance' },
  tasks: { service: 'szgz', method: 'GET', path: '/rating/tasks' },
  rate: { service: 'szgz', method: 'POST', path: '/rating/rate' },
  results: { service: 'szgz', method: 'GET', path: '/rating/results' },
  openRound: { service: 'szgz', method: 'POST', path: '/rating/round' },
};
