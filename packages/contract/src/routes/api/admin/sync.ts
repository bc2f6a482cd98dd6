// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/admin/sync.js';

export type * from '../../../api/admin/sync.js';

export const SYNC_ADMIN: typeof declared.SYNC_ADMIN = 'admin.sync';
export const SYNC_ROWS_MAX: typeof declared.SYNC_ROWS_MAX = 1000;
export const SYNC_SCOPE: typeof declared.SYNC_SCOPE = 'sync';
export const syncClientEndpoints: RoutesOf<typeof declared.syncClientEndpoints> = {
  list: { service: 'business', method: 'GET', path: '/affairs/admin/sync/clients' },
  create: { service: 'business', method: 'POST', path: '/affairs/admin/sync/clients', idempotent: true },
  revoke: { service: 'business', method: 'POST', path: '/affairs/admin/sync/clients/revoke' },
};
export const syncEndpoints: RoutesOf<typeof declared.syncEndpoints> = {
  upsert: {
    orgs: { service: 'business', method: 'POST', path: '/affairs/sync/orgs/upsert' },
    majors: { service: 'business', method: 'POST', path: '/affairs/sync/majors/upsert' },
    classes: { service: 'business', method: 'POST', path: '/affairs/sync/classes/upsert' },
    staff: { service: 'business', method: 'POST', path: '/affairs/sync/staff/upsert' },
    students: { service: 'business', method: 'POST', path: '/affairs/sync/students/upsert' },
    assignments: { service: 'business', method: 'POST', path: '/affairs/sync/assignments/upsert' },
    beds: { service: 'business', method: 'POST', path: '/affairs/sync/beds/upsert' },
  },
  deactivate: {
    students: { service: 'business', method: 'POST', path: '/affairs/sync/students/deactivate' },
    staff: { service: 'business', method: 'POST', path: '/affairs/sync/staff/deactivate' },
  },
};
