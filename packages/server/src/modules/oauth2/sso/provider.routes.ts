import { ModuleState, SecurityState } from '@campus/contract';
import { ssoSignInEndpoints } from '@campus/contract/api/oauth2/sso-sign-in';
import {
  SSO_ADMIN_RELATION,
  ssoProviderEndpoints as providers,
} from '@campus/contract/api/oauth2/sso-providers';
import type { FastifyInstance } from 'fastify';
import { mount, registerRelation } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { newId } from '../../../lib/ids.js';
import { refuseInsideAddresses } from './provider-addresses.js';
import { adminView, publicProviders } from './providers.js';
import { deleteProvider, insertProvider, providerById, tenantProviders, updateProvider } from './repo.js';

/**
 * The ways of signing in a school offers: the login screen's list (public, nothing secret), and
 * the tenant admin's configuration (secrets write-only). Mounted from their declarations (contract
 * api/oauth2/sso-sign-in.ts and sso-providers.ts).
 */
export async function providerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  // A school's providers are configured by its admins (or a super user).
  registerRelation(SSO_ADMIN_RELATION, (me) => {
    if (!me.isTenantAdmin && !me.isSuper)
      throw new AppError(SecurityState.UNAUTHORIZED, { key: 'sso.adminOnly' });
  });

  mount(app, ssoSignInEndpoints.providers, async ({ request }) => ok(await publicProviders(request)));

  mount(app, providers.query, async ({ me }) => ok((await tenantProviders(db, me.tenantId)).map(adminView)));

  mount(app, providers.save, async ({ me: auth, body: input, request }) => {
    const now = Date.now();
    const others = await tenantProviders(db, auth.tenantId);
    if (others.some((row) => row.kind === input.kind && row.id !== input.id))
      throw new AppError(ModuleState.SSO_PROVIDER_EXISTS, {
        key: 'sso.kindTaken',
        params: { kind: input.kind },
      });
    await refuseInsideAddresses(request, input);
    const secret = 'secret' in input ? input.secret : undefined;
    const values = {
      kind: input.kind,
      name: input.name,
      enabled: input.enabled ? ('Y' as const) : ('N' as const),
      sort: input.sort,
      settings: JSON.stringify(input.settings),
      updatedAt: now,
      // Absent: keep the stored secret; '': clear it.
      ...(secret !== undefined ? { secret: secret || null } : {}),
    };
    let id = input.id;
    if (id) {
      const existing = await providerById(db, id);
      if (!existing || existing.tenantId !== auth.tenantId)
        throw new AppError(ModuleState.SSO_PROVIDER_NOT_FOUND);
      await updateProvider(db, id, auth.tenantId, values);
    } else {
      id = newId();
      await insertProvider(db, { id, tenantId: auth.tenantId, createdAt: now, secret: null, ...values });
    }
    return ok(adminView((await providerById(db, id))!));
  });

  mount(app, providers.remove, async ({ me, query }) => {
    if (!(await deleteProvider(db, query.id, me.tenantId)))
      throw new AppError(ModuleState.SSO_PROVIDER_NOT_FOUND);
    return ok(true);
  });
}
