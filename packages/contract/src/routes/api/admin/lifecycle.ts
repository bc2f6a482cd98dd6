// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/admin/lifecycle.js';

export type * from '../../../api/admin/lifecycle.js';

export const LIFECYCLE_ADMIN: typeof declared.LIFECYCLE_ADMIN = 'admin.lifecycle';
export const RETENTION_YEARS_MAX: typeof declared.RETENTION_YEARS_MAX = 50;
export const RETENTION_YEARS_MIN: typeof declared.RETENTION_YEARS_MIN = 1;
export const ROLLOVER_CLASSES_MAX: typeof declared.ROLLOVER_CLASSES_MAX = 500;
export const lifecycleEndpoints: RoutesOf<typeof declared.lifecycleEndpoints> = {
  students: { service: 'platform', method: 'GET', path: '/admin/lifecycle/students' },
  classes: { service: 'platform', method: 'GET', path: '/admin/lifecycle/classes' },
  classChangePreview: { service: 'platform', method: 'GET', path: '/admin/lifecycle/class-change/preview' },
  changeClass: { service: 'platform', method: 'POST', path: '/admin/lifecycle/class-change' },
  changeStatus: { service: 'platform', method: 'POST', path: '/admin/lifecycle/status' },
  graduationPreview: { service: 'platform', method: 'GET', path: '/admin/lifecycle/graduation/preview' },
  graduate: { service: 'platform', method: 'POST', path: '/admin/lifecycle/graduation' },
  settings: { service: 'platform', method: 'GET', path: '/admin/lifecycle/settings' },
  saveSettings: { service: 'platform', method: 'POST', path: '/admin/lifecycle/settings' },
  staff: { service: 'platform', method: 'GET', path: '/admin/lifecycle/staff' },
  rolloverPreview: { service: 'platform', method: 'POST', path: '/admin/lifecycle/rollover/preview' },
  rolloverConfirm: {
    service: 'platform',
    method: 'POST',
    path: '/admin/lifecycle/rollover/confirm',
    idempotent: true,
  },
};
