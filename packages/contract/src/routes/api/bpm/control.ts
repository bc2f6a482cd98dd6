// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/control.js';

export type * from '../../../api/bpm/control.js';

export const controlEndpoints: RoutesOf<typeof declared.controlEndpoints> = {
  lock: { service: 'business', method: 'POST', path: '/bpm/task/lock' },
  unlock: { service: 'business', method: 'POST', path: '/bpm/task/unlock' },
  suspendProcess: { service: 'business', method: 'POST', path: '/bpm/task/suspendProcess' },
  recoverProcess: { service: 'business', method: 'POST', path: '/bpm/task/recoverProcess' },
};
