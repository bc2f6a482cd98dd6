// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/oauth2/sso-account.js';

export type * from '../../../api/oauth2/sso-account.js';

export const ssoAccountEndpoints: RoutesOf<typeof declared.ssoAccountEndpoints> = {
  bindings: { service: 'oauth2', method: 'POST', path: '/sso/binding/query' },
  unbind: { service: 'oauth2', method: 'POST', path: '/sso/binding/remove' },
  session: { service: 'oauth2', method: 'POST', path: '/sso/session/query' },
};
