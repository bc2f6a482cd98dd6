import type { WecomSettings } from '@campus/contract';
import { callStrictErrcode, postJson, withErrcodeToken, type UserOfCode } from './messenger-api.js';

/**
 * The WeCom (企业微信) server API a web application signing people in needs, as documented:
 * gettoken (corpid + corpsecret -> access_token, 7200 s), auth/getuserinfo (code -> userid and,
 * with scope snsapi_privateinfo, a user_ticket), auth/getuserdetail (user_ticket -> the mobile
 * the member verified). Every reply carries errcode/errmsg; errcode 0 is success.
 */

/** Who the in-app code belongs to (the code works once, for 5 minutes). */
export const wecomUserOfCode: UserOfCode<WecomSettings> = (http, settings, secret, code) => {
  const base = settings.apiBase;
  const tokenUrl = `${base}/cgi-bin/gettoken?corpid=${encodeURIComponent(settings.corpId)}&corpsecret=${encodeURIComponent(secret)}`;
  return withErrcodeToken(http, tokenUrl, async (token) => {
    const info = await callStrictErrcode<{ userid?: string; openid?: string; user_ticket?: string }>(
      http,
      `${base}/cgi-bin/auth/getuserinfo?access_token=${encodeURIComponent(token)}&code=${encodeURIComponent(code)}`,
    );
    if (!info.userid || !info.user_ticket) return { subject: info.userid };
    const detail = await callStrictErrcode<{ mobile?: string; name?: string }>(
      http,
      `${base}/cgi-bin/auth/getuserdetail?access_token=${encodeURIComponent(token)}`,
      postJson({ user_ticket: info.user_ticket }),
    );
    return { subject: info.userid, mobile: detail.mobile, name: detail.name };
  });
};
