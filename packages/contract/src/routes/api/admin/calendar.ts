// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/admin/calendar.js';

export type * from '../../../api/admin/calendar.js';

export const CALENDAR_ADMIN: typeof declared.CALENDAR_ADMIN = 'admin.calendar';
export const calendarEndpoints: RoutesOf<typeof declared.calendarEndpoints> = {
  get: { service: 'business', method: 'GET', path: '/affairs/admin/calendar' },
  save: { service: 'business', method: 'POST', path: '/affairs/admin/calendar' },
};
