// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/definition.js';

export type * from '../../../api/bpm/definition.js';

export const BPM_TENANT_ADMIN: typeof declared.BPM_TENANT_ADMIN = 'bpm.tenantAdmin';
export const MAX_BPMN_LENGTH: typeof declared.MAX_BPMN_LENGTH = 1000000;
export const definitionEndpoints: RoutesOf<typeof declared.definitionEndpoints> = {
  deploy: { service: 'business', method: 'POST', path: '/bpm/definition/deploy' },
};
