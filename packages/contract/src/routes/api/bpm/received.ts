// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/received.js';

export type * from '../../../api/bpm/received.js';

export const pendingByReach: RoutesOf<typeof declared.pendingByReach> = {
  user: { service: 'business', method: 'POST', path: '/bpm/received/query/pending/user' },
  org: { service: 'business', method: 'POST', path: '/bpm/received/query/pending/org' },
  orgManager: { service: 'business', method: 'POST', path: '/bpm/received/query/pending/org/manager' },
  role: { service: 'business', method: 'POST', path: '/bpm/received/query/pending/role' },
  position: { service: 'business', method: 'POST', path: '/bpm/received/query/pending/position' },
  group: { service: 'business', method: 'POST', path: '/bpm/received/query/pending/group' },
  shift: { service: 'business', method: 'POST', path: '/bpm/received/query/pending/shift' },
  assignee: { service: 'business', method: 'POST', path: '/bpm/received/query/pending/assignee' },
};
export const receivedEndpoints: RoutesOf<typeof declared.receivedEndpoints> = {
  pending: { service: 'business', method: 'POST', path: '/bpm/received/query/pending' },
  handled: { service: 'business', method: 'POST', path: '/bpm/received/query/handled' },
  concluded: { service: 'business', method: 'POST', path: '/bpm/received/query/completed' },
  handledTasks: { service: 'business', method: 'POST', path: '/bpm/received/query/handled/task' },
  revocable: { service: 'business', method: 'POST', path: '/bpm/received/query/handled/revokable' },
  copiedToMe: { service: 'business', method: 'POST', path: '/bpm/received/query/copyto' },
};
