// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/zzgl/api.js';

export type * from '../../../affairs/modules/zzgl/api.js';

export const workStudyEndpoints: RoutesOf<typeof declared.workStudyEndpoints> = {
  index: { service: 'zzgl', method: 'GET', path: '/workStudy/index' },
  mine: { service: 'zzgl', method: 'GET', path: '/workStudy/mine' },
  posts: { service: 'zzgl', method: 'GET', path: '/workStudy/posts' },
  supervisors: { service: 'zzgl', method: 'GET', path: '/workStudy/staff' },
  savePost: { service: 'zzgl', method: 'POST', path: '/workStudy/post/save' },
  closePost: { service: 'zzgl', method: 'POST', path: '/workStudy/post/close' },
  hours: { service: 'zzgl', method: 'GET', path: '/workStudy/hours' },
  logHours: { service: 'zzgl', method: 'POST', path: '/workStudy/hours/log' },
  confirmHours: { service: 'zzgl', method: 'POST', path: '/workStudy/hours/confirm' },
};
