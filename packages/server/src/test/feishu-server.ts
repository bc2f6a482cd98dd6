import { randomBytes } from 'node:crypto';
import {
  authorizePage,
  CodeBook,
  startApiServer,
  TokenBook,
  type Member,
  type MessengerTestServer,
} from './messenger-api-server.js';

/**
 * A Feishu (飞书) open platform for the tests, answering as its documentation says: the
 * authorization page authen/v1/authorize, auth/v3/app_access_token/internal (10014 app secret
 * invalid), authen/v1/oidc/access_token (20003 invalid code, 20004 code expired, 20010 code
 * used; 99991664 invalid app_access_token), authen/v1/user_info (the mobile as +86...).
 */

export async function startFeishuServer(members: Record<string, Member>): Promise<MessengerTestServer> {
  const appId = 'cli_test0123456789';
  const secret = 'feishu-app-secret-0123456789';
  const appTokens = new TokenBook();
  const codes = new CodeBook<{ userid: string; privateInfo: boolean }>();
  const userTokens = new Map<string, { userid: string; privateInfo: boolean }>();
  let signedIn: string | undefined;

  const api = await startApiServer(async (x) => {
    const path = x.url.pathname;
    const bearer = (x.request.headers.authorization ?? '').replace(/^Bearer /, '');
    const fail = (code: number, msg: string) => x.json({ code, msg });
    if (path === '/open-apis/authen/v1/authorize')
      return authorizePage(x, () => signedIn && codes.issue({ userid: signedIn, privateInfo: true }));
    if (path === '/open-apis/auth/v3/app_access_token/internal') {
      const body = await x.body();
      if (body.app_id !== appId || body.app_secret !== secret) return fail(10014, 'app secret invalid');
      const token = appTokens.issue();
      return x.json({
        code: 0,
        msg: 'ok',
        app_access_token: token,
        tenant_access_token: token,
        expire: 7200,
      });
    }
    if (path === '/open-apis/authen/v1/oidc/access_token') {
      if (!appTokens.has(bearer)) return fail(99991664, 'Invalid access token for authorization');
      const body = await x.body();
      if (body.grant_type !== 'authorization_code') return fail(20001, 'invalid grant_type');
      const code = codes.take(body.code ?? null);
      if (code === 'unknown') return fail(20003, 'invalid code');
      if (code === 'expired') return fail(20004, 'code expired');
      if (code === 'used') return fail(20010, 'code has been used');
      const token = `u-${randomBytes(12).toString('hex')}`;
      userTokens.set(token, code.value);
      return x.json({
        code: 0,
        msg: 'success',
        data: {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 6900,
          scope: 'contact:user.phone:readonly',
        },
      });
    }
    if (path === '/open-apis/authen/v1/user_info') {
      const user = userTokens.get(bearer);
      if (!user) return fail(99991668, 'Invalid access token');
      const { userid, privateInfo } = user;
      const member = members[userid];
      return x.json({
        code: 0,
        msg: 'success',
        data: {
          name: member?.name ?? userid,
          open_id: `ou_${userid}`,
          union_id: `on_${userid}`,
          tenant_key: 'test-tenant',
          // The mobile only with the contact:user.phone:readonly scope granted.
          ...(member?.mobile && privateInfo ? { mobile: `+86${member.mobile}` } : {}),
        },
      });
    }
    return fail(99991400, 'not found');
  });

  return {
    apiBase: api.base,
    appId,
    secret,
    issueCode: (userid, options = {}) => codes.issue({ userid, privateInfo: options.privateInfo ?? true }),
    expireCode: (code) => codes.expire(code),
    revokeTokens: () => appTokens.revoke(),
    tokensIssued: () => appTokens.issued,
    signInAs: (userid) => {
      signedIn = userid;
    },
    close: api.close,
  };
}
