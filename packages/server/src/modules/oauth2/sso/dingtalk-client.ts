import type { DingtalkSettings } from '@campus/contract';
import {
  callStrictErrcode,
  plainMobile,
  postJson,
  withErrcodeToken,
  type UserOfCode,
} from './messenger-api.js';

/**
 * The DingTalk (钉钉) server API of in-app sign-in, as documented: gettoken (appkey + appsecret ->
 * access_token, 7200 s), topapi/v2/user/getuserinfo (the auth code the app asked for with
 * requestAuthCode -> userid), topapi/v2/user/get (userid -> the member's mobile). Replies carry
 * errcode/errmsg, 0 for success; the data sits in `result`.
 */
export const dingtalkUserOfCode: UserOfCode<DingtalkSettings> = (http, settings, secret, code) => {
  const base = settings.apiBase;
  const tokenUrl = `${base}/gettoken?appkey=${encodeURIComponent(settings.appKey)}&appsecret=${encodeURIComponent(secret)}`;
  return withErrcodeToken(http, tokenUrl, async (token) => {
    const info = await callStrictErrcode<{ result?: { userid?: string; name?: string } }>(
      http,
      `${base}/topapi/v2/user/getuserinfo?access_token=${encodeURIComponent(token)}`,
      postJson({ code }),
    );
    const userid = info.result?.userid;
    if (!userid) return {};
    const user = await callStrictErrcode<{ result?: { name?: string; mobile?: string } }>(
      http,
      `${base}/topapi/v2/user/get?access_token=${encodeURIComponent(token)}`,
      postJson({ userid, language: 'zh_CN' }),
    );
    return { subject: userid, mobile: plainMobile(user.result?.mobile), name: user.result?.name };
  });
};
