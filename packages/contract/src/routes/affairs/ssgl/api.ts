// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/ssgl/api.js';

export type * from '../../../affairs/modules/ssgl/api.js';

export const dormEndpoints: RoutesOf<typeof declared.dormEndpoints> = {
  mine: { service: 'ssgl', method: 'GET', path: '/dorm/mine' },
  freeBeds: { service: 'ssgl', method: 'GET', path: '/dorm/freeBeds' },
  occupancy: { service: 'ssgl', method: 'GET', path: '/dorm/occupancy' },
  building: { service: 'ssgl', method: 'GET', path: '/dorm/building' },
  search: { service: 'ssgl', method: 'GET', path: '/dorm/search' },
  assign: { service: 'ssgl', method: 'POST', path: '/dorm/assign' },
  free: { service: 'ssgl', method: 'POST', path: '/dorm/free' },
  disciplineForm: { service: 'ssgl', method: 'GET', path: '/dorm/discipline/form' },
  disciplineList: { service: 'ssgl', method: 'GET', path: '/dorm/discipline/list' },
  discipline: { service: 'ssgl', method: 'GET', path: '/dorm/discipline' },
  saveDiscipline: { service: 'ssgl', method: 'POST', path: '/dorm/discipline/save' },
  rounds: { service: 'ssgl', method: 'GET', path: '/dorm/inspection/rounds' },
  saveRound: { service: 'ssgl', method: 'POST', path: '/dorm/inspection/round/save' },
  publishRound: { service: 'ssgl', method: 'POST', path: '/dorm/inspection/round/publish' },
  sheet: { service: 'ssgl', method: 'GET', path: '/dorm/inspection/sheet' },
  saveScore: { service: 'ssgl', method: 'POST', path: '/dorm/inspection/score' },
  record: { service: 'ssgl', method: 'GET', path: '/dorm/record' },
};
