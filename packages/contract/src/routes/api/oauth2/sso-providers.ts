// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/oauth2/sso-providers.js';

export type * from '../../../api/oauth2/sso-providers.js';

export const SSO_ADMIN_RELATION: typeof declared.SSO_ADMIN_RELATION = 'oauth2TenantAdmin';
export const ssoProviderEndpoints: RoutesOf<typeof declared.ssoProviderEndpoints> = {
  query: { service: 'oauth2', method: 'POST', path: '/sso/provider/query' },
  save: { service: 'oauth2', method: 'POST', path: '/sso/provider/save' },
  remove: { service: 'oauth2', method: 'POST', path: '/sso/provider/remove' },
};
