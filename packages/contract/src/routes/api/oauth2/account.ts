// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/oauth2/account.js';

export type * from '../../../api/oauth2/account.js';

export const accountEndpoints: RoutesOf<typeof declared.accountEndpoints> = {
  captcha: { service: 'oauth2', method: 'GET', path: '/user/captcha' },
  encryption: { service: 'oauth2', method: 'GET', path: '/user/client/encrypt/get' },
  registrationOpen: { service: 'oauth2', method: 'GET', path: '/user/open' },
  tenantMode: { service: 'oauth2', method: 'GET', path: '/user/open/tenant' },
  sendSmsByQuery: { service: 'oauth2', method: 'GET', path: '/user/send/sms' },
  sendSms: { service: 'oauth2', method: 'POST', path: '/user/send/sms' },
  register: { service: 'oauth2', method: 'POST', path: '/user/register', idempotent: true },
  resetPassword: { service: 'oauth2', method: 'POST', path: '/user/reset/passwd' },
  changePassword: { service: 'oauth2', method: 'POST', path: '/user/change/passwd' },
};
