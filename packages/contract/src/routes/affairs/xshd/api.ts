// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/xshd/api.js';

export type * from '../../../affairs/modules/xshd/api.js';

export const xshdEndpoints: RoutesOf<typeof declared.xshdEndpoints> = {
  list: { service: 'xshd', method: 'GET', path: '/activities' },
  view: { service: 'xshd', method: 'GET', path: '/activities/:id' },
  signUp: { service: 'xshd', method: 'POST', path: '/activities/:id/signUp' },
  cancel: { service: 'xshd', method: 'POST', path: '/activities/:id/cancel' },
  participants: { service: 'xshd', method: 'GET', path: '/activities/:id/participants' },
  summarise: { service: 'xshd', method: 'POST', path: '/activities/:id/summary' },
  submitWork: { service: 'xshd', method: 'POST', path: '/activities/:id/works' },
  works: { service: 'xshd', method: 'GET', path: '/activities/:id/works' },
  credits: { service: 'xshd', method: 'GET', path: '/credits/mine' },
};
