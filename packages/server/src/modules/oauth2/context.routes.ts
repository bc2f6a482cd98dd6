import { ModuleState, SecurityState, type Language } from '@campus/contract';
import { contextEndpoints as endpoints, type UserInfo } from '@campus/contract/api/oauth2/context';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth.js';
import { mount } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { userContext } from './context.js';
import {
  findUserByAccount,
  memberRoles,
  setTokenRole,
  setTokenTenant,
  setUserLanguage,
  userTenants,
} from './repo.js';

/**
 * The user context (both variants), the account's language, role switch and tenant switch; mounted from their
 * declarations (contract api/oauth2/context.ts).
 */
export async function contextRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  const context = async (
    me: AuthContext,
    username: string | undefined,
    lang: Language,
  ): Promise<UserInfo> => {
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
  mount(app, endpoints.post, async ({ me, query, body, request }) => {
    const input = { ...query, ...(body ?? {}) };
    if (input.uid && input.uid !== me.userId && !input.username)
      throw new AppError(SecurityState.UNAUTHORIZED);
    return ok(await context(me, input.username, request.lang));
  });
  mount(app, endpoints.get, async ({ me, query, request }) =>
    ok(await context(me, query.username, request.lang)),
  );

  mount(app, endpoints.switchRole, async ({ me, query: { roleId } }) => {
    if (
      roleId !== 'ALL' &&
      !(await memberRoles(db, me.tenantId, me.userId)).some((role) => role.id === roleId)
    ) {
      throw new AppError(ModuleState.ROLE_NOT_FOUND);
    }
    await setTokenRole(db, me.tokenId, roleId);
    return ok({ roleId });
  });

  mount(app, endpoints.saveLanguage, async ({ me, body: { language } }) => {
    await setUserLanguage(db, me.userId, language);
    return ok({ language });
  });

  mount(app, endpoints.switchTenant, async ({ me, query: { tenantId } }) => {
    if (!(await userTenants(db, me.userId)).some((t) => t.id === tenantId))
      throw new AppError(ModuleState.TENANT_NOT_MEMBER);
    await setTokenTenant(db, me.tokenId, tenantId);
    return ok({ tenantId });
  });
}
