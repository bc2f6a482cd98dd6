// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/zxgl/api.js';

export type * from '../../../affairs/modules/zxgl/api.js';

export const zxglEndpoints: RoutesOf<typeof declared.zxglEndpoints> = {
  slots: { service: 'zxgl', method: 'GET', path: '/counselling/slots' },
  book: { service: 'zxgl', method: 'POST', path: '/counselling/bookings' },
  mine: { service: 'zxgl', method: 'GET', path: '/counselling/bookings/mine' },
  schedule: { service: 'zxgl', method: 'GET', path: '/counselling/schedule' },
  addSlot: { service: 'zxgl', method: 'POST', path: '/counselling/slots' },
  courses: { service: 'zxgl', method: 'GET', path: '/counselling/courses' },
  statistics: { service: 'zxgl', method: 'GET', path: '/counselling/statistics' },
  cancel: { service: 'zxgl', method: 'POST', path: '/counselling/bookings/:id/cancel' },
  reveal: { service: 'zxgl', method: 'POST', path: '/counselling/bookings/:id/reveal' },
  record: { service: 'zxgl', method: 'GET', path: '/counselling/bookings/:id/record' },
  writeRecord: { service: 'zxgl', method: 'PUT', path: '/counselling/bookings/:id/record' },
};
