import { randomBytes } from 'node:crypto';
import {
  CodeBook,
  startApiServer,
  type Exchange,
  type Member,
  type MessengerTestServer,
} from './messenger-api-server.js';

/**
 * A Feishu (飞书) open platform for the tests, answering as its current documentation says:
 * - the authorization page `GET /open-apis/authen/v1/authorize` (client_id, response_type=code,
 *   redirect_uri, scope, state): back to redirect_uri with a code (5 minutes, single use) and the
 *   state; `error=access_denied` when nobody is signed in;
 * - the OAuth 2.0 token endpoint `POST /open-apis/authen/v2/oauth/token` (JSON: grant_type,
 *   client_id, client_secret, code, redirect_uri): `{code: 0, access_token, expires_in, token_type,
 *   scope}`, or HTTP 400 with `{code, error, error_description}`: 20001 missing parameter, 20002
 *   wrong secret, 20003 code not found, 20004 code expired, 20010 the user may not use the app,
 *   20024 code of another app, 20036 grant_type, 20048 no such app, 20065 code used, 20071
 *   redirect_uri not the authorization's;
 * - `GET /open-apis/authen/v1/user_info` with the user's token: open_id, name and, when the
 *   contact:user.phone:readonly scope was granted, the mobile as +86...
 */

/** The scope that releases the mobile in user_info. */
export const FEISHU_PHONE_SCOPE = 'contact:user.phone:readonly';

export type FeishuTestServer = MessengerTestServer & {
  /** Members the school has not made the app available to (20010). */
  withholdApp(userid: string): void;
  /** The authorization requests the page received, as query parameters. */
  authorizations: URLSearchParams[];
};

interface Grant {
  userid: string;
  clientId: string;
  scope: string;
  redirectUri?: string;
}

export async function startFeishuServer(members: Record<string, Member>): Promise<FeishuTestServer> {
  const appId = 'cli_test0123456789';
  const secret = 'feishu-app-secret-0123456789';
  const codes = new CodeBook<Grant>();
  const userTokens = new Map<string, Grant>();
  const withheld = new Set<string>();
  const authorizations: URLSearchParams[] = [];
  let signedIn: string | undefined;
  let issued = 0;

  const oauthError = (x: Exchange, code: number, error: string, description: string, status = 400) =>
    x.json({ code, error, error_description: description }, status);

  async function token(x: Exchange) {
    if (!(x.request.headers['content-type'] ?? '').startsWith('application/json'))
      return oauthError(x, 20063, 'invalid_request', 'The request is malformed. Please check your request.');
    const body = await x.body();
    if (body.grant_type !== 'authorization_code')
      return oauthError(x, 20036, 'unsupported_grant_type', 'The specified grant_type is not supported.');
    if (!body.client_id || !body.client_secret || !body.code)
      return oauthError(x, 20001, 'invalid_request', 'The request is missing a required parameter.');
    if (body.client_id !== appId)
      return oauthError(x, 20048, 'invalid_client', 'The specified app does not exist.');
    if (body.client_secret !== secret)
      return oauthError(x, 20002, 'invalid_client', 'The client secret is invalid.');
    const code = codes.take(body.code);
    if (code === 'unknown')
      return oauthError(
        x,
        20003,
        'invalid_grant',
        'The authorization code is not found. Please note that an authorization code can only be used once.',
      );
    if (code === 'expired')
      return oauthError(x, 20004, 'invalid_grant', 'The authorization code has expired.');
    if (code === 'used')
      return oauthError(
        x,
        20065,
        'invalid_grant',
        'The authorization code has been used. Please note that an authorization code can only be used once.',
      );
    const grant = code.value;
    if (grant.clientId !== body.client_id)
      return oauthError(
        x,
        20024,
        'invalid_grant',
        'The provided authorization code or refresh token does not match the provided client ID.',
      );
    if (grant.redirectUri !== undefined && grant.redirectUri !== body.redirect_uri)
      return oauthError(
        x,
        20071,
        'invalid_grant',
        'The provided redirect URI does not match the one used during authorization.',
      );
    if (withheld.has(grant.userid))
      return oauthError(x, 20010, 'invalid_grant', 'The user does not have permission to use this app.');
    const accessToken = `u-${randomBytes(12).toString('hex')}`;
    userTokens.set(accessToken, grant);
    issued += 1;
    return x.json({
      code: 0,
      access_token: accessToken,
      expires_in: 7200,
      token_type: 'Bearer',
      scope: grant.scope,
    });
  }

  const api = await startApiServer(async (x) => {
    const path = x.url.pathname;
    const q = x.query;
    if (path === '/open-apis/authen/v1/authorize') {
      authorizations.push(new URLSearchParams(q));
      const back = new URL(q.get('redirect_uri') ?? '');
      if (signedIn && q.get('client_id') === appId && q.get('response_type') === 'code') {
        back.searchParams.set(
          'code',
          codes.issue({
            userid: signedIn,
            clientId: appId,
            scope: q.get('scope') ?? '',
            redirectUri: q.get('redirect_uri') ?? '',
          }),
        );
      } else {
        back.searchParams.set('error', 'access_denied');
      }
      if (q.has('state')) back.searchParams.set('state', q.get('state') ?? '');
      return x.redirect(back.href);
    }
    if (path === '/open-apis/authen/v2/oauth/token' && x.request.method === 'POST') return token(x);
    if (path === '/open-apis/authen/v1/user_info') {
      const bearer = (x.request.headers.authorization ?? '').replace(/^Bearer /, '');
      const grant = userTokens.get(bearer);
      if (!grant) return x.json({ code: 99991668, msg: 'Invalid access token for authorization' }, 401);
      const member = members[grant.userid];
      const phone = grant.scope.split(' ').includes(FEISHU_PHONE_SCOPE);
      return x.json({
        code: 0,
        msg: 'success',
        data: {
          name: member?.name ?? grant.userid,
          open_id: `ou_${grant.userid}`,
          union_id: `on_${grant.userid}`,
          tenant_key: 'test-tenant',
          ...(member?.mobile && phone ? { mobile: `+86${member.mobile}` } : {}),
        },
      });
    }
    return x.json({ code: 99991400, msg: 'not found' }, 404);
  });

  return {
    apiBase: api.base,
    appId,
    secret,
    /** A code as the authorization page gives it; `privateInfo` stands for the phone scope granted. */
    issueCode: (userid, options = {}) =>
      codes.issue({
        userid,
        clientId: appId,
        scope: options.privateInfo === false ? '' : FEISHU_PHONE_SCOPE,
      }),
    expireCode: (code) => codes.expire(code),
    // The v2 token endpoint takes the app's own credentials: no application token to revoke.
    revokeTokens: () => userTokens.clear(),
    tokensIssued: () => issued,
    signInAs: (userid) => {
      signedIn = userid;
    },
    withholdApp: (userid) => {
      withheld.add(userid);
    },
    authorizations,
    close: api.close,
  };
}
