import { randomBytes } from 'node:crypto';
import {
  authorizePage,
  memberCodes,
  startApiServer,
  type Member,
  type MessengerTestServer,
} from './messenger-api-server.js';

/**
 * A WeCom (企业微信) API for the tests, answering as its documentation says: gettoken,
 * auth/getuserinfo and auth/getuserdetail, each reply with errcode/errmsg (40001 invalid
 * credential, 40014 invalid access_token, 40029 invalid code). Codes work once, for 5 minutes.
 */

export type WecomTestServer = MessengerTestServer & { corpId: string };

export async function startWecomServer(members: Record<string, Member>): Promise<WecomTestServer> {
  const corpId = 'ww-test-corp';
  const secret = 'wecom-app-secret-0123456789';
  const { codes, tokens, controls } = memberCodes();
  const tickets = new Map<string, string>();
  let signedIn: string | undefined;

  const api = await startApiServer(async (x) => {
    const q = x.query;
    const ok = (body: Record<string, unknown>) => x.json({ errcode: 0, errmsg: 'ok', ...body });
    if (x.url.pathname === '/connect/oauth2/authorize')
      return authorizePage(
        x,
        () => signedIn && codes.issue({ userid: signedIn, outsider: false, privateInfo: true }),
      );
    if (x.url.pathname === '/cgi-bin/gettoken') {
      if (q.get('corpid') !== corpId) return x.json({ errcode: 40013, errmsg: 'invalid corpid' });
      if (q.get('corpsecret') !== secret) return x.json({ errcode: 40001, errmsg: 'invalid credential' });
      return ok({ access_token: tokens.issue(), expires_in: 7200 });
    }
    if (!tokens.has(q.get('access_token'))) return x.json({ errcode: 40014, errmsg: 'invalid access_token' });
    if (x.url.pathname === '/cgi-bin/auth/getuserinfo') {
      const code = codes.take(q.get('code'));
      if (typeof code === 'string') return x.json({ errcode: 40029, errmsg: 'invalid code' });
      const { userid, outsider, privateInfo } = code.value;
      if (outsider) return ok({ openid: `o-${userid}` });
      const ticket = privateInfo ? randomBytes(12).toString('hex') : undefined;
      if (ticket) tickets.set(ticket, userid);
      return ok({ userid, ...(ticket ? { user_ticket: ticket, expires_in: 1800 } : {}) });
    }
    if (x.url.pathname === '/cgi-bin/auth/getuserdetail' && x.request.method === 'POST') {
      const userid = tickets.get(String((await x.body()).user_ticket ?? ''));
      if (!userid) return x.json({ errcode: 40129, errmsg: 'invalid user_ticket' });
      const member = members[userid];
      return ok({ userid, name: member?.name, ...(member?.mobile ? { mobile: member.mobile } : {}) });
    }
    return x.json({ errcode: 60011, errmsg: 'no privilege to access/modify contact/party/agent' });
  });

  return {
    apiBase: api.base,
    appId: corpId,
    corpId,
    secret,
    ...controls,
    signInAs: (userid) => {
      signedIn = userid;
    },
    close: api.close,
  };
}
