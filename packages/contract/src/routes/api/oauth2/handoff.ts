// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/oauth2/handoff.js';

export type * from '../../../api/oauth2/handoff.js';

export const handoffEndpoints: RoutesOf<typeof declared.handoffEndpoints> = {
  rsaToken: { service: 'oauth2', method: 'POST', path: '/user/login/rsatoken/apply' },
  v2App: { service: 'oauth2', method: 'POST', path: '/user/login/v2app/apply' },
};
