// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/zgdw/api.js';

export type * from '../../../affairs/modules/zgdw/api.js';

export const zgdwEndpoints: RoutesOf<typeof declared.zgdwEndpoints> = {
  team: { service: 'zgdw', method: 'GET', path: '/team/profiles' },
  saveProfile: { service: 'zgdw', method: 'POST', path: '/team/profile' },
  logs: { service: 'zgdw', method: 'GET', path: '/team/logs' },
  writeLog: { service: 'zgdw', method: 'POST', path: '/team/logs' },
  talks: { service: 'zgdw', method: 'GET', path: '/team/talks' },
  talkStudents: { service: 'zgdw', method: 'GET', path: '/team/talks/students' },
  writeTalk: { service: 'zgdw', method: 'POST', path: '/team/talks' },
  myRecords: { service: 'zgdw', method: 'GET', path: '/team/training/mine' },
  addRecord: { service: 'zgdw', method: 'POST', path: '/team/training' },
  review: { service: 'zgdw', method: 'GET', path: '/team/training/review' },
  decide: { service: 'zgdw', method: 'POST', path: '/team/training/decide' },
};
