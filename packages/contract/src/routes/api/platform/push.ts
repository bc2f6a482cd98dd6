// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/push.js';

export type * from '../../../api/platform/push.js';

export const pushEndpoints: RoutesOf<typeof declared.pushEndpoints> = {
  vapidKey: { service: 'platform', method: 'GET', path: '/push/vapidKey' },
  devices: { service: 'platform', method: 'GET', path: '/push/device/list' },
  save: { service: 'platform', method: 'POST', path: '/push/device/save' },
  enable: { service: 'platform', method: 'POST', path: '/push/device/enable' },
  remove: { service: 'platform', method: 'POST', path: '/push/device/remove' },
  forget: { service: 'platform', method: 'POST', path: '/push/device/forget' },
};
