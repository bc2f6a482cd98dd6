// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/oauth2/activation.js';

export type * from '../../../api/oauth2/activation.js';

export const activationEndpoints: RoutesOf<typeof declared.activationEndpoints> = {
  sendCode: { service: 'oauth2', method: 'POST', path: '/user/activate/code' },
  activate: { service: 'oauth2', method: 'POST', path: '/user/activate' },
};
