import { CALENDAR_ADMIN, calendarEndpoints } from '@campus/contract/api/admin/calendar';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { changeContext } from '../../../core/change-log/context.js';
import type { DB } from '../../../db/schema.js';
import { mount, registerRelation } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import { requireSchoolAdmin } from '../import/master/texts.js';
import { readCalendar, saveCalendar } from './calendar.js';

registerRelation(CALENDAR_ADMIN, (me) => requireSchoolAdmin(me));

const TAGS = ['affairs/calendar'];

/** The school calendar under the business service, at /affairs/admin/calendar (the administrator's). */
export function calendarRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    mount(app, calendarEndpoints.get, async ({ me }) => ok(await readCalendar(db, me.tenantId)), {
      tags: TAGS,
    });
    mount(
      app,
      calendarEndpoints.save,
      async ({ me, body, request }) =>
        ok(await saveCalendar(db, changeContext(me, request), body, Date.now())),
      { tags: TAGS },
    );
  };
}
