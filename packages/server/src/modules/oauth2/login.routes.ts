import { HEADER_TOKEN, LoginState } from '@campus/contract';
import { loginEndpoints as login } from '@campus/contract/api/oauth2/login';
import type { TokenReply } from '@campus/contract/api/oauth2/shared';
import type { FastifyInstance } from 'fastify';
import { randomSecret, sha256 } from '../../core/auth/secrets.js';
import {
  issueTokens,
  REFRESH_TOKEN_TTL_S,
  revokeFamily,
  rotateRefreshToken,
  SHORT_REFRESH_TOKEN_TTL_S,
} from '../../core/auth/tokens.js';
import { mount } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { admit, checkPassword } from './credentials.js';
import { consumeGrant, findUserById, findUserByMobile, insertGrant } from './repo.js';
import { verifySmsCode } from './sms.js';
import { providerLogoutUrl } from './sso/provider-logout.js';
import { signInLimit } from '../../http/rate-limit.js';
import { clientCredentialsGrant } from './client-credentials.js';
import { checkClient } from './clients.js';

const LOGIN_STATE_TTL_MS = 5 * 60 * 1000;
const CODE_TTL_MS = 60 * 1000;

/** Token reply of IBPS-API.md §1, plus the account and the tenant signed into. */
function tokenReply(tokens: Awaited<ReturnType<typeof issueTokens>>, account: string): TokenReply {
  const { access_token, refresh_token, uid, expires_in, remind_in, scope, tenantId } = tokens;
  return { access_token, refresh_token, uid, uaccount: account, expires_in, remind_in, scope, tenantId };
}

/**
 * Sign-in: login state -> authorize code -> tokens (code flow), the password grant, refresh,
 * verify, logout; mounted from their declarations (contract api/oauth2/login.ts).
 */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const limited = { config: signInLimit(app.config) };
  const { db } = app.database;

  mount(
    app,
    login.apply,
    async ({ body, request }) => {
      let signed;
      if (body.mobile !== undefined) {
        await verifySmsCode(db, body.mobile, 'login', body.smsCode ?? '');
        const user = await findUserByMobile(db, body.mobile);
        if (!user) throw new AppError(LoginState.WRONG_CREDENTIALS);
        signed = await admit(request, user, body.tenantId);
      } else {
        signed = await checkPassword(request, {
          username: body.username!,
          password: body.password!,
          captcha: body.captcha,
          requestId: body.requestId,
          tenantId: body.tenantId,
        });
      }
      const loginState = randomSecret();
      const now = Date.now();
      await insertGrant(db, {
        hash: sha256(loginState),
        kind: 'login_state',
        userId: signed.user.id,
        tenantId: signed.tenantId,
        clientId: null,
        remember: body.remember ? 'Y' : 'N',
        expiresAt: now + LOGIN_STATE_TTL_MS,
        usedAt: null,
        createdAt: now,
      });
      return ok(loginState);
    },
    limited,
  );

  mount(
    app,
    login.authorize,
    async ({ body: { login_state, client_id }, request }) => {
      const client = checkClient(request, client_id, 'authorization_code', {
        given: undefined,
        required: false,
      });
      const now = Date.now();
      const grant = await consumeGrant(db, sha256(login_state), 'login_state', now);
      if (!grant) throw new AppError(LoginState.WRONG_CREDENTIALS, { cause: 'login_state' });
      const code = randomSecret();
      await insertGrant(db, {
        hash: sha256(code),
        kind: 'code',
        userId: grant.userId,
        tenantId: grant.tenantId,
        clientId: client.id,
        remember: grant.remember,
        expiresAt: now + CODE_TTL_MS,
        usedAt: null,
        createdAt: now,
      });
      return ok(code);
    },
    limited,
  );

  mount(
    app,
    login.token,
    async ({ body, request }) => {
      const { auth } = request.server.config;
      switch (body.grant_type) {
        case 'authorization_code': {
          const client = checkClient(request, body.client_id, 'authorization_code', {
            given: body.client_secret,
            required: true,
          });
          const grant = body.authorize_code
            ? await consumeGrant(db, sha256(body.authorize_code), 'code', Date.now())
            : undefined;
          if (!grant || grant.clientId !== client.id)
            throw new AppError(LoginState.WRONG_CREDENTIALS, { cause: 'authorize_code' });
          const user = await findUserById(db, grant.userId);
          if (!user) throw new AppError(LoginState.WRONG_CREDENTIALS);
          const signed = await admit(request, user, grant.tenantId);
          const tokens = await issueTokens(db, {
            userId: user.id,
            tenantId: signed.tenantId,
            clientId: client.id,
            refreshTtlS: grant.remember === 'Y' ? REFRESH_TOKEN_TTL_S : SHORT_REFRESH_TOKEN_TTL_S,
            singleSession: auth.singleSession,
          });
          return ok(tokenReply(tokens, user.account));
        }
        case 'password_credentials': {
          const client = checkClient(request, body.client_id, 'password_credentials', {
            given: body.client_secret,
            required: true,
          });
          const signed = await checkPassword(request, {
            username: body.username ?? '',
            password: body.password ?? '',
            tenantId: body.tenantId,
          });
          const tokens = await issueTokens(db, {
            userId: signed.user.id,
            tenantId: signed.tenantId,
            clientId: client.id,
            refreshTtlS: body.remember ? REFRESH_TOKEN_TTL_S : SHORT_REFRESH_TOKEN_TTL_S,
            singleSession: auth.singleSession,
          });
          return ok(tokenReply(tokens, signed.user.account));
        }
        case 'refresh_token': {
          const client = checkClient(request, body.client_id, 'refresh_token', {
            given: body.client_secret,
            required: false,
          });
          if (!body.refresh_token) throw new AppError(LoginState.ILLEGAL_TOKEN);
          const result = await rotateRefreshToken(db, body.refresh_token, client.id);
          if (!result.ok) throw new AppError(result.state);
          const user = await findUserById(db, result.tokens.uid);
          return ok(tokenReply(result.tokens, user?.account ?? ''));
        }
        case 'client_credentials':
          // A school's sync client (issue 28) always names itself.
          if (!body.client_id) throw new AppError(LoginState.WRONG_CREDENTIALS, { cause: 'client_id' });
          return ok(await clientCredentialsGrant(db, body.client_id, body.client_secret));
        default:
          throw new AppError(LoginState.GRANT_TYPE_NOT_SUPPORTED, { cause: body.grant_type });
      }
    },
    limited,
  );

  mount(app, login.verify, async ({ me, query }) => {
    if (query.uid && query.uid !== me.userId) throw new AppError(LoginState.ILLEGAL_TOKEN);
    const token = await db
      .selectFrom('authToken')
      .select('accessExpiresAt')
      .where('id', '=', me.tokenId)
      .executeTakeFirstOrThrow();
    return ok({
      valid: true,
      uid: me.userId,
      expires_in: Math.max(0, Math.floor((token.accessExpiresAt - Date.now()) / 1000)),
    });
  });

  // Public so that an expired token can still sign out; revokes the whole sign-in (token family).
  // A sign-in that came from CAS or OIDC is signed out at its provider too: `variables.ssoLogout`
  // is where the browser goes for that (sso/provider-logout.ts).
  mount(app, login.logout, async ({ query, request }) => {
    const header = request.headers[HEADER_TOKEN.toLowerCase()];
    const token = query.access_token ?? (typeof header === 'string' ? header : undefined);
    let ssoLogout: string | undefined;
    if (token) {
      const row = await db
        .selectFrom('authToken')
        .select('familyId')
        .where('accessHash', '=', sha256(token))
        .executeTakeFirst();
      if (row) {
        ssoLogout = await providerLogoutUrl(request, row.familyId);
        await revokeFamily(db, row.familyId, 'logout');
      }
    }
    return ok(true, ssoLogout ? { ssoLogout } : {});
  });
}
