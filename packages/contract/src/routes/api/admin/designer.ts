// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/admin/designer.js';

export type * from '../../../api/admin/designer.js';

export const DESIGNER_ADMIN: typeof declared.DESIGNER_ADMIN = 'admin.designer';
export const designerEndpoints: RoutesOf<typeof declared.designerEndpoints> = {
  processes: { service: 'business', method: 'GET', path: '/affairs/admin/designer/processes' },
  open: { service: 'business', method: 'GET', path: '/affairs/admin/designer/process' },
  compile: { service: 'business', method: 'POST', path: '/affairs/admin/designer/compile' },
  preview: { service: 'business', method: 'POST', path: '/affairs/admin/designer/preview' },
  publish: { service: 'business', method: 'POST', path: '/affairs/admin/designer/publish', idempotent: true },
  versions: { service: 'business', method: 'GET', path: '/affairs/admin/designer/versions' },
  restore: { service: 'business', method: 'POST', path: '/affairs/admin/designer/restore', idempotent: true },
  check: { service: 'business', method: 'POST', path: '/affairs/admin/designer/check' },
  upload: { service: 'business', method: 'POST', path: '/affairs/admin/designer/upload', idempotent: true },
};
