import { randomBytes } from 'node:crypto';
import {
  authorizePage,
  CodeBook,
  startApiServer,
  type Member,
  type MessengerTestServer,
} from './messenger-api-server.js';

/**
 * WeChat's official-account web authorization for the tests, answering as its documentation says:
 * the page connect/oauth2/authorize (snsapi_base, snsapi_userinfo), sns/oauth2/access_token
 * (40029 invalid code, 40163 code been used, 40125 invalid appsecret, 40013 invalid appid),
 * sns/userinfo (40001 invalid credential). Errors only carry errcode/errmsg.
 */

export async function startWechatServer(members: Record<string, Member>): Promise<MessengerTestServer> {
  const appId = 'wx0123456789abcdef';
  const secret = 'wechat-app-secret-0123456789abcd';
  const codes = new CodeBook<{ openid: string; scope: string }>();
  const userTokens = new Map<string, string>();
  let signedIn: string | undefined;
  let issued = 0;

  const api = await startApiServer((x) => {
    const q = x.query;
    const fail = (errcode: number, errmsg: string) => x.json({ errcode, errmsg });
    if (x.url.pathname === '/connect/oauth2/authorize')
      return authorizePage(
        x,
        () => signedIn && codes.issue({ openid: signedIn, scope: q.get('scope') ?? 'snsapi_base' }),
      );
    if (x.url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== appId) return fail(40013, 'invalid appid');
      if (q.get('secret') !== secret) return fail(40125, 'invalid appsecret');
      const code = codes.take(q.get('code'));
      if (code === 'used') return fail(40163, 'code been used');
      if (typeof code === 'string') return fail(40029, 'invalid code');
      const token = randomBytes(16).toString('hex');
      userTokens.set(token, code.value.openid);
      issued += 1;
      return x.json({
        access_token: token,
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: code.value.openid,
        scope: code.value.scope,
      });
    }
    if (x.url.pathname === '/sns/userinfo') {
      const openid = userTokens.get(q.get('access_token') ?? '');
      if (!openid || openid !== q.get('openid')) return fail(40001, 'invalid credential');
      return x.json({ openid, nickname: members[openid]?.name ?? '微信用户', sex: 0, privilege: [] });
    }
    return fail(40066, 'invalid url');
  });

  return {
    apiBase: api.base,
    appId,
    secret,
    /** WeChat's subject is the openid; `privateInfo` stands for the snsapi_userinfo scope. */
    issueCode: (openid, options = {}) =>
      codes.issue({ openid, scope: options.privateInfo ? 'snsapi_userinfo' : 'snsapi_base' }),
    expireCode: (code) => codes.expire(code),
    revokeTokens: () => userTokens.clear(),
    tokensIssued: () => issued,
    signInAs: (openid) => {
      signedIn = openid;
    },
    close: api.close,
  };
}
