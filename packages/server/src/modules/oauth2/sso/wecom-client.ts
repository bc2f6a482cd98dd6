import type { OutboundFetch } from '../../../core/net/outbound.js';
import type { WecomSettings } from '@campus/contract';
import {
  callJson,
  errcodeAccessToken,
  strictErrcodeOf,
  TokenCache,
  type MessengerIdentity,
} from './messenger-api.js';

/**
 * The WeCom (企业微信) server API a web application signing people in needs, as documented:
 * gettoken (corpid + corpsecret -> access_token, 7200 s), auth/getuserinfo (code -> userid and,
 * with scope snsapi_privateinfo, a user_ticket), auth/getuserdetail (user_ticket -> the mobile
 * the member verified). Every reply carries errcode/errmsg; errcode 0 is success.
 */

interface Reply {
  errcode?: number;
  errmsg?: string;
}

/** 40014 invalid access_token, 42001 access_token expired. */
const tokens = new TokenCache([40014, 42001]);

/** Who the in-app code belongs to (the code works once, for 5 minutes). */
export function wecomUserOfCode(
  http: OutboundFetch,
  settings: WecomSettings,
  secret: string,
  code: string,
): Promise<MessengerIdentity> {
  const base = settings.apiBase;
  const fetchToken = () =>
    errcodeAccessToken(
      http,
      `${base}/cgi-bin/gettoken?corpid=${encodeURIComponent(settings.corpId)}&corpsecret=${encodeURIComponent(secret)}`,
    );
  return tokens.with(`${base}|${settings.corpId}|${secret}`, fetchToken, async (token) => {
    const info = await callJson<Reply & { userid?: string; openid?: string; user_ticket?: string }>(
      http,
      `${base}/cgi-bin/auth/getuserinfo?access_token=${encodeURIComponent(token)}&code=${encodeURIComponent(code)}`,
      strictErrcodeOf,
    );
    if (!info.userid || !info.user_ticket) return { subject: info.userid };
    const detail = await callJson<Reply & { mobile?: string; name?: string }>(
      http,
      `${base}/cgi-bin/auth/getuserdetail?access_token=${encodeURIComponent(token)}`,
      strictErrcodeOf,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_ticket: info.user_ticket }),
      },
    );
    return { subject: info.userid, mobile: detail.mobile, name: detail.name };
  });
}
