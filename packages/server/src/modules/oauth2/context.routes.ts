import { ModuleState, SecurityState, type Language } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { userContext } from './context.js';
import { findUserByAccount, memberRoles, setTokenRole, setTokenTenant, userTenants } from './repo.js';
import { contextInput, roleSwitchQuery, tenantSwitchQuery } from './schemas.js';

const tags = ['oauth2'];

/** The user context (both variants), role switch and tenant switch. */
export async function contextRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  const context = async (
    me: ReturnType<typeof requireAuth>,
    username: string | undefined,
    lang: Language,
  ) => {
    if (username && username.toLowerCase() !== me.account) {
      // Another person's profile: only for the tenant's admins, and only within the tenant.
      if (!me.isTenantAdmin && !me.isSuper) throw new AppError(SecurityState.UNAUTHORIZED);
      const other = await findUserByAccount(db, username);
      const inTenant = other && (await userTenants(db, other.id)).some((t) => t.id === me.tenantId);
      if (!other || !inTenant) throw new AppError(ModuleState.USER_NOT_FOUND);
      return userContext(db, other.id, me.tenantId, 'ALL', lang);
    }
    return userContext(db, me.userId, me.tenantId, me.roleId, lang);
  };

  // Variant 1: ?username=. Variant 2: {access_token, uid, lang} in the query or the body.
  r.post(
    '/user/context',
    { schema: { tags, querystring: contextInput, body: contextInput.nullish() } },
    async (request) => {
      const me = requireAuth(request);
      const input = { ...request.query, ...(request.body ?? {}) };
      if (input.uid && input.uid !== me.userId && !input.username)
        throw new AppError(SecurityState.UNAUTHORIZED);
      return ok(await context(me, input.username, request.lang));
    },
  );
  r.get('/user/context', { schema: { tags, querystring: contextInput } }, async (request) =>
    ok(await context(requireAuth(request), request.query.username, request.lang)),
  );

  r.post(
    '/user/role/switch',
    { schema: { tags, querystring: roleSwitchQuery.extend({ token: contextInput.shape.access_token }) } },
    async (request) => {
      const me = requireAuth(request);
      const { roleId } = request.query;
      if (
        roleId !== 'ALL' &&
        !(await memberRoles(db, me.tenantId, me.userId)).some((role) => role.id === roleId)
      ) {
        throw new AppError(ModuleState.ROLE_NOT_FOUND);
      }
      await setTokenRole(db, me.tokenId, roleId);
      return ok({ roleId });
    },
  );

  r.post('/user/tenant/switch', { schema: { tags, querystring: tenantSwitchQuery } }, async (request) => {
    const me = requireAuth(request);
    const { tenantId } = request.query;
    if (!(await userTenants(db, me.userId)).some((t) => t.id === tenantId))
      throw new AppError(ModuleState.TENANT_NOT_MEMBER);
    await setTokenTenant(db, me.tokenId, tenantId);
    return ok({ tenantId });
  });
}
