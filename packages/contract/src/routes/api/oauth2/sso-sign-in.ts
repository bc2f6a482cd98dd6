// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/oauth2/sso-sign-in.js';

export type * from '../../../api/oauth2/sso-sign-in.js';

export const ssoSignInEndpoints: RoutesOf<typeof declared.ssoSignInEndpoints> = {
  providers: { service: 'oauth2', method: 'GET', path: '/sso/providers' },
  casAuthorize: { service: 'oauth2', method: 'POST', path: '/sso/login/cas10/authorize' },
  casApply: { service: 'oauth2', method: 'POST', path: '/sso/login/cas10/apply' },
  oidcAuthorize: { service: 'oauth2', method: 'POST', path: '/sso/login/oidc/authorize' },
  oidcApply: { service: 'oauth2', method: 'POST', path: '/sso/login/oidc/apply' },
  cxappApply: { service: 'oauth2', method: 'POST', path: '/user/login/cxapp/apply' },
  messengerApply: { service: 'oauth2', method: 'POST', path: '/user/login/:messenger/apply' },
  bindBySms: { service: 'oauth2', method: 'POST', path: '/sso/binding/sms' },
};
