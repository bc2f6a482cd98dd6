// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/zhcpgl/api.js';

export type * from '../../../affairs/modules/zhcpgl/api.js';

export const zhcpglEndpoints: RoutesOf<typeof declared.zhcpglEndpoints> = {
  mine: { service: 'zhcpgl', method: 'GET', path: '/evaluation/mine' },
  classes: { service: 'zhcpgl', method: 'GET', path: '/evaluation/classes' },
  classScores: { service: 'zhcpgl', method: 'GET', path: '/evaluation/class' },
  exportClass: { service: 'zhcpgl', method: 'GET', path: '/evaluation/class/export' },
  saveParts: { service: 'zhcpgl', method: 'POST', path: '/evaluation/parts' },
};
