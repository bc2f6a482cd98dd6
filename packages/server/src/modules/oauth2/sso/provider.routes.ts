import { ModuleState, SecurityState, ssoProviderInputSchema } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, type AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { newId } from '../../../lib/ids.js';
import { refuseInsideAddresses } from './provider-addresses.js';
import { adminView, publicProviders } from './providers.js';
import { deleteProvider, insertProvider, providerById, tenantProviders, updateProvider } from './repo.js';

const tags = ['oauth2'];

function tenantAdmin(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!auth.isTenantAdmin && !auth.isSuper)
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'sso.adminOnly' });
  return auth;
}

/**
 * The ways of signing in a school offers: the login screen's list (public, nothing secret), and
 * the tenant admin's configuration (secrets write-only).
 */
export async function providerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get('/sso/providers', { schema: { tags, security: [] }, config: { public: true } }, async (request) =>
    ok(await publicProviders(request)),
  );

  r.post('/sso/provider/query', { schema: { tags } }, async (request) => {
    const auth = tenantAdmin(request);
    return ok((await tenantProviders(db, auth.tenantId)).map(adminView));
  });

  r.post('/sso/provider/save', { schema: { tags, body: ssoProviderInputSchema } }, async (request) => {
    const auth = tenantAdmin(request);
    const input = request.body;
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

  r.post(
    '/sso/provider/remove',
    { schema: { tags, querystring: z.object({ id: z.string().min(1).max(32) }) } },
    async (request) => {
      const auth = tenantAdmin(request);
      if (!(await deleteProvider(db, request.query.id, auth.tenantId)))
        throw new AppError(ModuleState.SSO_PROVIDER_NOT_FOUND);
      return ok(true);
    },
  );
}
