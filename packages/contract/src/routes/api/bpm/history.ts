// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/history.js';

export type * from '../../../api/bpm/history.js';

export const historyEndpoints: RoutesOf<typeof declared.historyEndpoints> = {
  flowHistory: { service: 'business', method: 'POST', path: '/bpm/instance/flowHistory' },
  flowImage: { service: 'business', method: 'GET', path: '/bpm/instance/flowImageXml' },
  copyTo: { service: 'business', method: 'POST', path: '/bpm/instance/copyTo', idempotent: true },
};
