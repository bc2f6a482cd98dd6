import { LoginState, ModuleState } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { pinyin } from 'pinyin-pro';
import { randomSecret } from '../../../core/auth/secrets.js';
import { issueTokens, SHORT_REFRESH_TOKEN_TTL_S } from '../../../core/auth/tokens.js';
import { AppError } from '../../../http/errors.js';
import { hashPassword } from '../../../lib/password.js';
import { admit } from '../credentials.js';
import {
  findUserByAccount,
  insertRegisteredUser,
  roleByCode,
  tenantRoot,
  userTenants,
  type UserRow,
} from '../repo.js';
import { tenantName, type ProviderRow } from './repo.js';

/** Who a provider says signed in: our account, and a name should an account be made. */
export interface ExternalIdentity {
  account: string;
  fullname?: string;
}

/** What the school configured about people the provider knows and we do not. */
export interface AccountPolicy {
  autoCreate: boolean;
}

async function createAccount(request: FastifyRequest, tenantId: string, identity: ExternalIdentity) {
  const { db } = request.server.database;
  const root = await tenantRoot(db, tenantId);
  const role = await roleByCode(db, tenantId, 'student');
  if (!root || !role) throw new AppError(ModuleState.TENANT_NOT_FOUND);
  const fullname = (identity.fullname || identity.account).slice(0, 50);
  // Signs in through the provider only: a password nobody knows (reset by SMS sets one).
  const passwordHash = await hashPassword(randomSecret(), request.server.config.passwordHashCost);
  await db.transaction().execute((trx) =>
    insertRegisteredUser(trx, {
      account: identity.account,
      passwordHash,
      fullname,
      pinyin: pinyin(fullname, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase(),
      mobile: null,
      email: null,
      tenantId,
      orgId: root.id,
      roleId: role.id,
      now: Date.now(),
    }),
  );
  return findUserByAccount(db, identity.account);
}

/**
 * Signs a person a provider vouched for into the provider's school: matched by account, made only
 * when the school's configuration says so, refused with a clear message otherwise (also when the
 * account belongs to another school only). The session acts with all roles (SPEC §6: after CAS
 * sign-in the role is ALL), and gets the short refresh lifetime ("remember me" is not offered).
 */
export async function signInExternal(
  request: FastifyRequest,
  provider: ProviderRow,
  identity: ExternalIdentity,
  policy: AccountPolicy,
) {
  const { db } = request.server.database;
  const account = identity.account.trim().toLowerCase();
  let user: UserRow | undefined = await findUserByAccount(db, account);
  if (!user && policy.autoCreate)
    user = await createAccount(request, provider.tenantId, { ...identity, account });
  if (!user || !(await isMember(request, provider, user.id))) {
    const school = (await tenantName(db, provider.tenantId))?.name ?? provider.tenantId;
    throw new AppError(LoginState.UNKNOWN_ACCOUNT, { key: 'sso.unknownUser', params: { account, school } });
  }
  return issueSession(request, provider, user);
}

/** Whether a person belongs to the provider's school (an active membership). */
export async function isMember(request: FastifyRequest, provider: ProviderRow, userId: string) {
  const tenants = await userTenants(request.server.database.db, userId);
  return tenants.some((tenant) => tenant.id === provider.tenantId);
}

/** The session of a member the provider vouched for: the checks of every sign-in, role ALL. */
export async function issueSession(request: FastifyRequest, provider: ProviderRow, user: UserRow) {
  const { db } = request.server.database;
  const { oauth, auth } = request.server.config;
  const signed = await admit(request, user, provider.tenantId);
  const tokens = await issueTokens(db, {
    userId: user.id,
    tenantId: signed.tenantId,
    clientId: oauth.clientId,
    roleId: 'ALL',
    refreshTtlS: SHORT_REFRESH_TOKEN_TTL_S,
    singleSession: auth.singleSession,
  });
  const { access_token, refresh_token, uid, expires_in, remind_in, scope, tenantId } = tokens;
  return {
    reply: {
      access_token,
      refresh_token,
      uid,
      uaccount: user.account,
      expires_in,
      remind_in,
      scope,
      tenantId,
    },
    familyId: tokens.tokenId,
    userId: user.id,
    refreshExpiresAt: Date.now() + remind_in * 1000,
  };
}
