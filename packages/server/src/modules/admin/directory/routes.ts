import { directoryEndpoints as directory } from '@campus/contract/api/admin/directory';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../../core/change-log/context.js';
import { mount } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import { registerDirectoryAdmin } from './access.js';
import { classesPage } from './classes.js';
import { buildings, rooms } from './dorms.js';
import { dutyOf, saveDuty } from './duties.js';
import { orgTree, saveOrg } from './org.js';
import { peoplePage, personDetail } from './people.js';
import { roleMembers, roles, setRole } from './roles.js';
import { directorySummary } from './summary.js';

/**
 * The school's directory under the platform service (/api/platform/v3/admin/...), for its
 * administrator (access.ts). Handlers only hand over: the school is always the caller's, and
 * each write takes the caller and their request for the change log.
 */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const tags = ['admin'];
  registerDirectoryAdmin();

  mount(app, directory.summary, async ({ me }) => ok(await directorySummary(db, me.tenantId)), { tags });
  mount(app, directory.people, async ({ me, body }) => ok(await peoplePage(db, me.tenantId, body)), { tags });
  mount(
    app,
    directory.person,
    async ({ me, query, request }) => ok(await personDetail(db, me.tenantId, query.userId, request.lang)),
    { tags },
  );
  mount(app, directory.orgTree, async ({ me }) => ok(await orgTree(db, me.tenantId)), { tags });
  mount(
    app,
    directory.orgSave,
    async ({ me, body, request }) => ok(await saveOrg(db, changeContext(me, request), body)),
    { tags },
  );
  mount(app, directory.classes, async ({ me, body }) => ok(await classesPage(db, me.tenantId, body)), {
    tags,
  });
  mount(
    app,
    directory.duty,
    async ({ me, query }) => ok(await dutyOf(db, me.tenantId, query.orgId, query.duty)),
    { tags },
  );
  mount(
    app,
    directory.dutySave,
    async ({ me, body, request }) => ok(await saveDuty(db, changeContext(me, request), body)),
    { tags },
  );
  mount(app, directory.roles, async ({ me, request }) => ok(await roles(db, me.tenantId, request.lang)), {
    tags,
  });
  mount(app, directory.roleMembers, async ({ me, query }) => ok(await roleMembers(db, me.tenantId, query)), {
    tags,
  });
  mount(
    app,
    directory.roleGrant,
    async ({ me, body, request }) =>
      ok(await setRole(db, changeContext(me, request), body, true, request.lang)),
    { tags },
  );
  mount(
    app,
    directory.roleRevoke,
    async ({ me, body, request }) =>
      ok(await setRole(db, changeContext(me, request), body, false, request.lang)),
    { tags },
  );
  mount(app, directory.buildings, async ({ me }) => ok(await buildings(db, me.tenantId)), { tags });
  mount(app, directory.rooms, async ({ me, query }) => ok(await rooms(db, me.tenantId, query.buildingId)), {
    tags,
  });
}
