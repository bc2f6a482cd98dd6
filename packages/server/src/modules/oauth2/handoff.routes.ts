import { InternalState, LoginState } from '@campus/contract';
import { handoffEndpoints as handoff } from '@campus/contract/api/oauth2/handoff';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../core/auth/secrets.js';
import { checkAccessToken, issueTokens, SHORT_REFRESH_TOKEN_TTL_S } from '../../core/auth/tokens.js';
import { mount } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { admit } from './credentials.js';
import { findUserByAccount, findUserById, insertGrant, openTenants } from './repo.js';
import { verifyRsaToken } from './rsa-token.js';
import { signInLimit } from '../../http/rate-limit.js';

/**
 * Sign-in handed over from elsewhere (SPEC §4.1 steps 1 and 2): a portal's signed rsaToken, or
 * an access token of ours held by the school's other (v2) app. Both answer with a token pair
 * for this web client, as authentication/apply does. Mounted from their declarations (contract
 * api/oauth2/handoff.ts).
 */
export async function handoffRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { auth, oauth } = app.config;
  const limited = { config: signInLimit(app.config) };

  const reply = async (userId: string, tenantId: string, account: string, parentFamilyId?: string) => {
    const tokens = await issueTokens(db, {
      userId,
      tenantId,
      clientId: oauth.clientId,
      refreshTtlS: SHORT_REFRESH_TOKEN_TTL_S,
      singleSession: auth.singleSession,
      parentFamilyId,
    });
    const { access_token, refresh_token, uid, expires_in, remind_in, scope } = tokens;
    return ok({
      access_token,
      refresh_token,
      uid,
      uaccount: account,
      expires_in,
      remind_in,
      scope,
      tenantId,
    });
  };

  mount(
    app,
    handoff.rsaToken,
    async ({ query, request }) => {
      if (!auth.rsaTokenPublicKey)
        throw new AppError(InternalState.UNSUPPORTED, { cause: 'RSA_TOKEN_PUBLIC_KEY' });
      const now = Date.now();
      const claims = verifyRsaToken(query.rsatoken, auth.rsaTokenPublicKey, now);
      if (!claims) throw new AppError(LoginState.ILLEGAL_TOKEN);
      // Single use: the token's id is recorded; presenting it again fails on the primary key.
      try {
        await insertGrant(db, {
          hash: sha256(`rsa:${claims.jti}`),
          kind: 'rsa_token',
          userId: (await findUserByAccount(db, claims.account))?.id ?? '',
          tenantId: '',
          clientId: null,
          remember: 'N',
          expiresAt: claims.exp * 1000,
          usedAt: now,
          createdAt: now,
        });
      } catch {
        throw new AppError(LoginState.ILLEGAL_TOKEN);
      }
      const user = await findUserByAccount(db, claims.account);
      if (!user) throw new AppError(LoginState.WRONG_CREDENTIALS);
      const tenantId = claims.tenant
        ? (await openTenants(db)).find((t) => t.code === claims.tenant)?.id
        : undefined;
      const signed = await admit(request, user, tenantId);
      return reply(user.id, signed.tenantId, user.account);
    },
    limited,
  );

  mount(
    app,
    handoff.v2App,
    async ({ query, request }) => {
      const check = await checkAccessToken(db, query.accessToken);
      if (!check.ok) throw new AppError(check.state);
      const user = await findUserById(db, check.token.userId);
      if (!user) throw new AppError(LoginState.ILLEGAL_TOKEN);
      const signed = await admit(request, user, check.token.tenantId);
      // The session handed over ends with the one it came from (logout, revocation).
      return reply(user.id, signed.tenantId, user.account, check.token.familyId);
    },
    limited,
  );
}
