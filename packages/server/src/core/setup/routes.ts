import { ModuleState, type LocalizedText } from '@campus/contract';
import { schoolEndpoints, schoolSetup } from '@campus/contract/api/platform/schools';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { mount } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { signInLimit } from '../../http/rate-limit.js';
import { ok } from '../../http/reply.js';
import { createSchool, hasSchool, mayAddSchools, type CreateSchoolOptions } from './create-school.js';
import type { SetupGate } from './setup-gate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The first school's setup link (core/setup): main.ts opens it when the database has no school. */
    setupGate: SetupGate;
  }
}

const TOKEN_LABEL = (schoolSetup.shape.token.meta() as { label?: LocalizedText } | undefined)?.label;

/**
 * A school from nothing, under the platform service: the first school by the setup link's token
 * (public, rate limited per address like a sign-in), further schools by a super administrator.
 */
export function schoolRoutes(prepare: CreateSchoolOptions['prepare']): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const options = { passwordHashCost: app.config.passwordHashCost, prepare };

    mount(
      app,
      schoolEndpoints.setup,
      async ({ body }) => {
        // Said first, so a second submission after success hears why, not "wrong token".
        if (await hasSchool(app.database.db)) throw new AppError(ModuleState.SETUP_DONE);
        if (!app.setupGate.admits(body.token))
          throw new AppError(ModuleState.SETUP_TOKEN_INVALID, {
            fields: [{ field: 'token', message: 'state.6040704', label: TOKEN_LABEL }],
          });
        const created = await createSchool(app.database, body, { ...options, onlyFirst: true });
        app.setupGate.close();
        app.log.info(
          { tenantId: created.tenantId, code: created.code },
          'first school created by the setup link',
        );
        return ok(created);
      },
      { config: signInLimit(app.config) },
    );

    mount(app, schoolEndpoints.create, async ({ me, body }) => {
      mayAddSchools(me);
      const created = await createSchool(app.database, body, options);
      app.log.info({ tenantId: created.tenantId, code: created.code, by: me.userId }, 'school added');
      return ok(created);
    });
  };
}
