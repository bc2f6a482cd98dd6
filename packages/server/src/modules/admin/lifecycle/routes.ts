import { SecurityState } from '@campus/contract';
import { LIFECYCLE_ADMIN, lifecycleEndpoints as lifecycle } from '@campus/contract/api/admin/lifecycle';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../../core/change-log/context.js';
import { mount, registerRelation } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { followClassChanges } from '../../../core/master-data/index.js';
import { sweepGraduates } from './graduate-closing.js';
import { createRollover } from './rollover.js';
import { createLifecycleService } from './service.js';
import { moveOpenSteps } from './step-move.js';

/** A student's lifecycle is the school administrator's work. */
registerRelation(LIFECYCLE_ADMIN, (me) => {
  if (!me.isTenantAdmin) throw new AppError(SecurityState.UNAUTHORIZED);
});

/** A class change an import or the sync API makes moves the student's open steps too. */
followClassChanges('lifecycle.openSteps', moveOpenSteps);

/** The lifecycle endpoints (contract api/admin/lifecycle.ts), mounted under the platform service. */
export async function lifecycleRoutes(app: FastifyInstance): Promise<void> {
  const service = createLifecycleService(app.database.db);
  const rollover = createRollover(app.database.db);

  mount(app, lifecycle.students, async ({ me, query }) => ok(await service.findStudents(me, query.keyword)));
  mount(app, lifecycle.classes, async ({ me }) => ok(await service.classes(me)));
  mount(app, lifecycle.classChangePreview, async ({ me, query }) =>
    ok(await service.classChangePreview(me, query.studentId, query.classId)),
  );
  mount(app, lifecycle.changeClass, async ({ me, body, request }) =>
    ok(await service.changeClass(me, changeContext(me, request), body)),
  );
  mount(app, lifecycle.changeStatus, async ({ me, body, request }) =>
    ok(await service.changeStatus(me, changeContext(me, request), body)),
  );
  mount(app, lifecycle.graduationPreview, async ({ me, query }) =>
    ok(await service.graduationPreview(me, query)),
  );
  mount(app, lifecycle.graduate, async ({ me, body, request }) =>
    ok(await service.graduate(me, changeContext(me, request), body)),
  );
  mount(app, lifecycle.settings, async ({ me }) => ok(await service.settings(me)));
  mount(app, lifecycle.saveSettings, async ({ me, body, request }) =>
    ok(await service.saveSettings(me, changeContext(me, request), body)),
  );
  mount(app, lifecycle.staff, async ({ me, query }) => ok(await rollover.staff(me.tenantId, query.keyword)));
  mount(app, lifecycle.rolloverPreview, async ({ me, body }) =>
    ok(await rollover.preview(me.tenantId, body)),
  );
  mount(app, lifecycle.rolloverConfirm, async ({ me, body, request }) =>
    ok(await rollover.confirm(changeContext(me, request), body)),
  );
  sweepGraduates(app, app.database.db);
}
