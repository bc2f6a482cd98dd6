import type { WechatSettings } from '@campus/contract';
import { callJson, errcodeOf, type ErrcodeReply, type UserOfCode } from './messenger-api.js';

/**
 * The WeChat official-account web authorization API, as documented: sns/oauth2/access_token
 * (appid + secret + code -> the person's access_token and openid; 40029 invalid code, 40163 code
 * been used, 40125 invalid appsecret), sns/userinfo (snsapi_userinfo only -> nickname). Replies
 * carry errcode/errmsg only on failure. WeChat tells no mobile: an openid is bound by an SMS code.
 */

export const wechatUserOfCode: UserOfCode<WechatSettings> = async (http, settings, secret, code) => {
  const base = `${settings.apiBase}/sns`;
  const grant = await callJson<ErrcodeReply & { access_token?: string; openid?: string; scope?: string }>(
    http,
    `${base}/oauth2/access_token?appid=${encodeURIComponent(settings.appId)}&secret=${encodeURIComponent(secret)}&code=${encodeURIComponent(code)}&grant_type=authorization_code`,
    errcodeOf,
  );
  if (!grant.openid) return {};
  if (settings.scope !== 'snsapi_userinfo' || !grant.scope?.includes('snsapi_userinfo'))
    return { subject: grant.openid };
  const info = await callJson<ErrcodeReply & { nickname?: string }>(
    http,
    `${base}/userinfo?access_token=${encodeURIComponent(grant.access_token ?? '')}&openid=${encodeURIComponent(grant.openid)}&lang=zh_CN`,
    errcodeOf,
  );
  return { subject: grant.openid, name: info.nickname };
};
