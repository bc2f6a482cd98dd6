import type { OutboundFetch } from '../../../core/net/outbound.js';
import type { DingtalkSettings } from '@campus/contract';
import {
  callJson,
  type CallInit,
  errcodeAccessToken,
  plainMobile,
  strictErrcodeOf,
  TokenCache,
  type MessengerIdentity,
} from './messenger-api.js';

/**
 * The DingTalk (钉钉) server API of in-app sign-in, as documented: gettoken (appkey + appsecret ->
 * access_token, 7200 s), topapi/v2/user/getuserinfo (the auth code the app asked for with
 * requestAuthCode -> userid), topapi/v2/user/get (userid -> the member's mobile). Replies carry
 * errcode/errmsg, 0 for success; the data sits in `result`.
 */

interface Reply {
  errcode?: number;
  errmsg?: string;
}

/** 40014 invalid access_token, 42001 access_token expired. */
const tokens = new TokenCache([40014, 42001]);

const postJson = (body: unknown): CallInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function dingtalkUserOfCode(
  http: OutboundFetch,
  settings: DingtalkSettings,
  secret: string,
  code: string,
): Promise<MessengerIdentity> {
  const base = settings.apiBase;
  const fetchToken = () =>
    errcodeAccessToken(
      http,
      `${base}/gettoken?appkey=${encodeURIComponent(settings.appKey)}&appsecret=${encodeURIComponent(secret)}`,
    );
  return tokens.with(`${base}|${settings.appKey}|${secret}`, fetchToken, async (token) => {
    const info = await callJson<Reply & { result?: { userid?: string; name?: string } }>(
      http,
      `${base}/topapi/v2/user/getuserinfo?access_token=${encodeURIComponent(token)}`,
      strictErrcodeOf,
      postJson({ code }),
    );
    const userid = info.result?.userid;
    if (!userid) return {};
    const user = await callJson<Reply & { result?: { name?: string; mobile?: string } }>(
      http,
      `${base}/topapi/v2/user/get?access_token=${encodeURIComponent(token)}`,
      strictErrcodeOf,
      postJson({ userid, language: 'zh_CN' }),
    );
    return { subject: userid, mobile: plainMobile(user.result?.mobile), name: user.result?.name };
  });
}
