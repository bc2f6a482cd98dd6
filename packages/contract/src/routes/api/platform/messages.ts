// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/messages.js';

export type * from '../../../api/platform/messages.js';

export const MESSAGE_READ_PARAMETER: typeof declared.MESSAGE_READ_PARAMETER = 'Q^isRead^S';
export const messageEndpoints: RoutesOf<typeof declared.messageEndpoints> = {
  receive: { service: 'platform', method: 'POST', path: '/msg/innerMessage/receive' },
  get: { service: 'platform', method: 'GET', path: '/msg/innerMessage/get' },
  markRead: { service: 'platform', method: 'POST', path: '/msg/innerMessage/markRead' },
  msgList: { service: 'platform', method: 'GET', path: '/msg/innerMessage/msgList' },
  remove: { service: 'platform', method: 'POST', path: '/msg/innerMessage/remove' },
};
