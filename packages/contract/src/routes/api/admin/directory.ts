// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/admin/directory.js';

export type * from '../../../api/admin/directory.js';

export const DIRECTORY_PAGE_MAX: typeof declared.DIRECTORY_PAGE_MAX = 100;
export const DUTY_HOLDERS_MAX: typeof declared.DUTY_HOLDERS_MAX = 10;
export const directoryEndpoints: RoutesOf<typeof declared.directoryEndpoints> = {
  summary: { service: 'platform', method: 'GET', path: '/admin/summary' },
  people: { service: 'platform', method: 'POST', path: '/admin/people/query' },
  person: { service: 'platform', method: 'GET', path: '/admin/people/get' },
  orgTree: { service: 'platform', method: 'GET', path: '/admin/org/tree' },
  orgSave: { service: 'platform', method: 'POST', path: '/admin/org/save', idempotent: true },
  classes: { service: 'platform', method: 'POST', path: '/admin/classes/query' },
  duty: { service: 'platform', method: 'GET', path: '/admin/duties/get' },
  dutySave: { service: 'platform', method: 'POST', path: '/admin/duties/save' },
  roles: { service: 'platform', method: 'GET', path: '/admin/roles/query' },
  roleMembers: { service: 'platform', method: 'GET', path: '/admin/roles/members' },
  roleGrant: { service: 'platform', method: 'POST', path: '/admin/roles/grant' },
  roleRevoke: { service: 'platform', method: 'POST', path: '/admin/roles/revoke' },
  buildings: { service: 'platform', method: 'GET', path: '/admin/dorms/buildings' },
  rooms: { service: 'platform', method: 'GET', path: '/admin/dorms/rooms' },
};
