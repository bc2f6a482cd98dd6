import { ModuleState, SecurityState } from '@campus/contract';
import { ssoSignInEndpoints } from '@campus/contract/api/oauth2/sso-sign-in';
import {
  SSO_ADMIN_RELATION,
  ssoProviderEndpoints as providers,
} from '@campus/contract/api/oauth2/sso-providers';
import type { FastifyInstance } from 'fastify';
import { mount, registerRelation } from '../../../http/endpoint.js';
import { changeContext } from '../../../core/change-log/context.js';
import { recordChange } from '../../../core/change-log/record.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { newId } from '../../../lib/ids.js';
import { refuseInsideAddresses } from './provider-addresses.js';
import { adminView, publicProviders } from './providers.js';
import {
  deleteProvider,
  insertProvider,
  providerById,
  tenantProviders,
  updateProvider,
  type ProviderRow,
} from './repo.js';

/**
 * The ways of signing in a school offers: the login screen's list (public, nothing secret), and
 * the tenant admin's configuration (secrets write-only). Mounted from their declarations (contract
 * api/oauth2/sso-sign-in.ts and sso-providers.ts).
 */
/** What the change log keeps of a provider: everything but its secret. */
function loggedValues(row: ProviderRow): Record<string, unknown> {
  return {
    kind: row.kind,
    name: row.name,
    enabled: row.enabled === 'Y',
    sort: row.sort,
    settings: JSON.parse(row.settings) as unknown,
  };
}

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
    // The row and its change-log entry commit together (the secret never enters the log: only
    // that it was replaced).
    const context = changeContext(auth, request);
    const saved = await db.transaction().execute(async (trx) => {
      let id = input.id;
      let before: ProviderRow | undefined;
      if (id) {
        before = await providerById(trx, id);
        if (!before || before.tenantId !== auth.tenantId)
          throw new AppError(ModuleState.SSO_PROVIDER_NOT_FOUND);
        await updateProvider(trx, id, auth.tenantId, values);
      } else {
        id = newId();
        await insertProvider(trx, { id, tenantId: auth.tenantId, createdAt: now, secret: null, ...values });
      }
      const after = (await providerById(trx, id))!;
      await recordChange(trx, context, {
        kind: 'setting',
        objectId: id,
        label: after.name,
        action: before ? 'update' : 'create',
        ...(before ? { before: loggedValues(before) } : {}),
        after: { ...loggedValues(after), ...(secret ? { secretReplaced: true } : {}) },
      });
      return after;
    });
    return ok(adminView(saved));
  });

  mount(app, providers.remove, async ({ me, query, request }) => {
    const context = changeContext(me, request);
    await db.transaction().execute(async (trx) => {
      const before = await providerById(trx, query.id);
      if (!before || before.tenantId !== me.tenantId || !(await deleteProvider(trx, query.id, me.tenantId)))
        throw new AppError(ModuleState.SSO_PROVIDER_NOT_FOUND);
      await recordChange(trx, context, {
        kind: 'setting',
        objectId: before.id,
        label: before.name,
        action: 'delete',
        before: loggedValues(before),
      });
    });
    return ok(true);
  });
}
