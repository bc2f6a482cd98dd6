// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/task.js';

export type * from '../../../api/bpm/task.js';

export const taskEndpoints: RoutesOf<typeof declared.taskEndpoints> = {
  formData: { service: 'business', method: 'GET', path: '/bpm/task/getFormData' },
  agree: { service: 'business', method: 'POST', path: '/bpm/task/agree' },
  oppose: { service: 'business', method: 'POST', path: '/bpm/task/oppose' },
  abandon: { service: 'business', method: 'POST', path: '/bpm/task/abandon' },
  reject: { service: 'business', method: 'POST', path: '/bpm/task/reject' },
  rejectToPrevious: { service: 'business', method: 'POST', path: '/bpm/task/reject/previous' },
  rejectToStart: { service: 'business', method: 'POST', path: '/bpm/task/reject/starter' },
  rejectNodes: { service: 'business', method: 'GET', path: '/bpm/task/rejectNodes' },
  agreeBatch: { service: 'business', method: 'POST', path: '/bpm/task/agree/batch' },
  endProcess: { service: 'business', method: 'POST', path: '/bpm/task/doEndProcess' },
  save: { service: 'business', method: 'POST', path: '/bpm/task/save/task' },
  toAddSign: { service: 'business', method: 'GET', path: '/bpm/task/toAddSignTask' },
  addSign: { service: 'business', method: 'POST', path: '/bpm/task/doAddSignTask' },
  revoke: { service: 'business', method: 'POST', path: '/bpm/task/revoke' },
  urge: { service: 'business', method: 'POST', path: '/bpm/task/urge' },
};
