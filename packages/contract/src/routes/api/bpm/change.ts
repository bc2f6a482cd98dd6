// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/change.js';

export type * from '../../../api/bpm/change.js';

export const agentEndpoints: RoutesOf<typeof declared.agentEndpoints> = {
  query: { service: 'business', method: 'POST', path: '/bpm/agent/query' },
  save: { service: 'business', method: 'POST', path: '/bpm/agent/save' },
  get: { service: 'business', method: 'GET', path: '/bpm/agent/get' },
  remove: { service: 'business', method: 'POST', path: '/bpm/agent/remove' },
  setEnable: { service: 'business', method: 'POST', path: '/bpm/agent/setEnable' },
};
export const changeEndpoints: RoutesOf<typeof declared.changeEndpoints> = {
  save: { service: 'business', method: 'POST', path: '/bpm/task/change/save' },
  query: { service: 'business', method: 'POST', path: '/bpm/task/change/query' },
  get: { service: 'business', method: 'GET', path: '/bpm/task/change/get' },
  setStatus: { service: 'business', method: 'POST', path: '/bpm/task/change/setStatus' },
};
