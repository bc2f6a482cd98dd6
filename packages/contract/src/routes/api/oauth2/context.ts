// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/oauth2/context.js';

export type * from '../../../api/oauth2/context.js';

export const contextEndpoints: RoutesOf<typeof declared.contextEndpoints> = {
  post: { service: 'oauth2', method: 'POST', path: '/user/context' },
  get: { service: 'oauth2', method: 'GET', path: '/user/context' },
  switchRole: { service: 'oauth2', method: 'POST', path: '/user/role/switch' },
  saveLanguage: { service: 'oauth2', method: 'POST', path: '/user/language' },
  switchTenant: { service: 'oauth2', method: 'POST', path: '/user/tenant/switch' },
};
