// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/oauth2/login.js';

export type * from '../../../api/oauth2/login.js';

export const loginEndpoints: RoutesOf<typeof declared.loginEndpoints> = {
  apply: { service: 'oauth2', method: 'POST', path: '/user/login/apply' },
  authorize: { service: 'oauth2', method: 'POST', path: '/authorize/apply' },
  token: { service: 'oauth2', method: 'POST', path: '/authentication/apply' },
  verify: { service: 'oauth2', method: 'POST', path: '/authentication/verify' },
  logout: { service: 'oauth2', method: 'POST', path: '/user/logout' },
};
