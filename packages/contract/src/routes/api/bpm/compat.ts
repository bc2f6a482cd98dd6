// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/compat.js';

export type * from '../../../api/bpm/compat.js';

export const stockActions: RoutesOf<typeof declared.stockActions> = {
  agree: { service: 'business', method: 'POST', path: '/bpm/task/agree' },
  oppose: { service: 'business', method: 'POST', path: '/bpm/task/oppose' },
  abandon: { service: 'business', method: 'POST', path: '/bpm/task/abandon' },
  reject: { service: 'business', method: 'POST', path: '/bpm/task/reject' },
  rejectToPrevious: { service: 'business', method: 'POST', path: '/bpm/task/reject/previous' },
  rejectToStart: { service: 'business', method: 'POST', path: '/bpm/task/reject/starter' },
  revoke: { service: 'business', method: 'POST', path: '/bpm/task/revoke' },
};
export const stockTaskEndpoints: RoutesOf<typeof declared.stockTaskEndpoints> = {
  complete: { service: 'business', method: 'POST', path: '/bpm/task/complete' },
  completeBatch: { service: 'business', method: 'POST', path: '/bpm/task/completeBatch' },
  toReject: { service: 'business', method: 'GET', path: '/bpm/task/toReject' },
  toRejectToPrevious: { service: 'business', method: 'GET', path: '/bpm/task/toRejectToPrevious' },
  save: { service: 'business', method: 'POST', path: '/bpm/task/save' },
  changeSave: { service: 'business', method: 'POST', path: '/bpm/task/chage/save' },
  agreeData: { service: 'business', method: 'POST', path: '/bpm/task/agreeData/vo' },
  nodeApproval: { service: 'business', method: 'GET', path: '/bpm/task/nodeApproval' },
  receivedRevoke: { service: 'business', method: 'POST', path: '/bpm/received/revoke' },
};
