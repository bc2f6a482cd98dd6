// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/contacts.js';

export type * from '../../../api/platform/contacts.js';

export const CONTACT_KEYWORD_PARAMETER: typeof declared.CONTACT_KEYWORD_PARAMETER = 'Q^keyword^SL';
export const contactEndpoints: RoutesOf<typeof declared.contactEndpoints> = {
  children: { service: 'platform', method: 'GET', path: '/contacts/org/children' },
  members: { service: 'platform', method: 'POST', path: '/contacts/org/members' },
  search: { service: 'platform', method: 'POST', path: '/contacts/search' },
  card: { service: 'platform', method: 'GET', path: '/contacts/card' },
};
