import { SecurityState } from '@campus/contract';
import { DESIGNER_ADMIN, designerEndpoints as designer } from '@campus/contract/api/admin/designer';
import { MAX_BPMN_LENGTH } from '@campus/contract/api/bpm/definition';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../../core/change-log/context.js';
import { mount, registerRelation } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { loadAffairRegistry } from '../../affairs/registry/discover.js';
import { createDesignerService } from './service.js';

/** The chain designer is the school administrator's alone. */
registerRelation(DESIGNER_ADMIN, (me) => {
  if (!me.isTenantAdmin) throw new AppError(SecurityState.UNAUTHORIZED, { key: 'bpm.adminOnly' });
});

/** A whole BPMN file (check, upload) or a draft may be larger than the default body limit. */
const large = { bodyLimit: 2 * MAX_BPMN_LENGTH };

/** The chain designer's endpoints (contract api/admin/designer.ts), under the business service. */
export async function designerRoutes(app: FastifyInstance): Promise<void> {
  const service = createDesignerService(app.database.db, await loadAffairRegistry());
  mount(app, designer.processes, async ({ me, request }) => ok(await service.processes(me, request.lang)));
  mount(app, designer.open, async ({ me, query, request }) =>
    ok(await service.open(me, request.lang, query.key)),
  );
  mount(app, designer.compile, async ({ me, body, request }) =>
    ok(await service.compile(me, request.lang, body.draft)),
  );
  mount(app, designer.preview, async ({ me, body, request }) =>
    ok(await service.preview(me, request.lang, body)),
  );
  mount(
    app,
    designer.publish,
    async ({ me, body, request }) =>
      ok(await service.publish(me, changeContext(me, request), request.lang, body)),
    large,
  );
  mount(app, designer.versions, async ({ me, query }) => ok(await service.versions(me, query.key)));
  mount(app, designer.restore, async ({ me, body, request }) =>
    ok(await service.restore(me, changeContext(me, request), body)),
  );
  mount(
    app,
    designer.check,
    async ({ me, body, request }) => ok(await service.check(me, request.lang, body.key, body.xml)),
    large,
  );
  mount(
    app,
    designer.upload,
    async ({ me, body, request }) =>
      ok(await service.upload(me, changeContext(me, request), request.lang, body)),
    large,
  );
}
