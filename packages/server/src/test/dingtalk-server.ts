import {
  memberCodes,
  startApiServer,
  type Member,
  type MessengerTestServer,
} from './messenger-api-server.js';

/**
 * A DingTalk (钉钉) server API for the tests, answering as its documentation says: gettoken
 * (40089 invalid appkey or appsecret), topapi/v2/user/getuserinfo (40078 the temporary auth
 * code does not exist: unknown, expired or used), topapi/v2/user/get; 40014 for an invalid
 * access_token. Replies carry errcode/errmsg and the data in `result`.
 */

export async function startDingtalkServer(members: Record<string, Member>): Promise<MessengerTestServer> {
  const appKey = 'dingtestappkey01';
  const secret = 'dingtalk-app-secret-0123456789';
  const { codes, tokens, controls } = memberCodes();
  /** Whether the app may read a member's mobile (the contact permission), as of their last code. */
  const mobileVisible = new Map<string, boolean>();

  const api = await startApiServer(async (x) => {
    const q = x.query;
    const ok = (result?: unknown) =>
      x.json({ errcode: 0, errmsg: 'ok', ...(result ? { result } : {}), request_id: 'req-test' });
    if (x.url.pathname === '/gettoken') {
      if (q.get('appkey') !== appKey || q.get('appsecret') !== secret)
        return x.json({ errcode: 40089, errmsg: '不合法的corpid或corpsecret' });
      return x.json({ errcode: 0, errmsg: 'ok', access_token: tokens.issue(), expires_in: 7200 });
    }
    if (!tokens.has(q.get('access_token'))) return x.json({ errcode: 40014, errmsg: '不合法的access_token' });
    const body = await x.body();
    if (x.url.pathname === '/topapi/v2/user/getuserinfo') {
      const code = codes.take(body.code ?? null);
      if (typeof code === 'string') return x.json({ errcode: 40078, errmsg: '不存在的临时授权码' });
      // Someone outside the organisation's directory has no userid.
      if (code.value.outsider) return ok({ unionid: `u-${code.value.userid}`, sys: false });
      mobileVisible.set(code.value.userid, code.value.privateInfo);
      return ok({ userid: code.value.userid, name: members[code.value.userid]?.name, sys: false });
    }
    if (x.url.pathname === '/topapi/v2/user/get') {
      const member = members[body.userid ?? ''];
      if (!member) return x.json({ errcode: 60121, errmsg: '找不到该用户' });
      return ok({
        userid: body.userid,
        name: member.name,
        ...(member.mobile && mobileVisible.get(body.userid ?? '')
          ? { mobile: member.mobile, state_code: '86' }
          : {}),
      });
    }
    return x.json({ errcode: 40035, errmsg: '不合法的参数' });
  });

  return {
    apiBase: api.base,
    appId: appKey,
    secret,
    ...controls,
    signInAs: () => undefined,
    close: api.close,
  };
}
