// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/jczy/api.js';

export type * from '../../../affairs/modules/jczy/api.js';

export const campusEndpoints: RoutesOf<typeof declared.campusEndpoints> = {
  register: { service: 'jczy', method: 'GET', path: '/class/register' },
  saveRegister: { service: 'jczy', method: 'POST', path: '/class/register/save' },
  comment: { service: 'jczy', method: 'POST', path: '/class/register/comment' },
  classes: { service: 'jczy', method: 'GET', path: '/attendance/classes' },
  roll: { service: 'jczy', method: 'GET', path: '/attendance/roll' },
  saveRoll: { service: 'jczy', method: 'POST', path: '/attendance/roll/save' },
  mine: { service: 'jczy', method: 'GET', path: '/attendance/mine' },
  rates: { service: 'jczy', method: 'GET', path: '/attendance/rates' },
  leaving: { service: 'jczy', method: 'GET', path: '/leaving/mine' },
  queue: { service: 'jczy', method: 'GET', path: '/leaving/queue' },
  mark: { service: 'jczy', method: 'POST', path: '/leaving/mark' },
};
