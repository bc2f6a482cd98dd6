import type { FeishuSettings } from '@campus/contract';
import type { OutboundFetch } from '../../../core/net/outbound.js';
import { callJson, plainMobile, type CodeExchange, type MessengerIdentity } from './messenger-api.js';

/**
 * Feishu (飞书) web sign-in as its current documentation describes it. The authorization page
 * (accounts.feishu.cn/open-apis/authen/v1/authorize, with client_id, redirect_uri, scope and state)
 * sends the browser back with a code, single use for 5 minutes. The OAuth 2.0 token endpoint
 * `POST /open-apis/authen/v2/oauth/token` (grant_type, client_id = App ID, client_secret = App
 * Secret, code, redirect_uri) gives the person's user_access_token; `GET /open-apis/authen/v1/user_info`
 * with it gives open_id, name and, with contact:user.phone:readonly granted, the mobile as +86...
 * The token endpoint answers `code` 0, else `code`, `error`, `error_description` (20003 code not
 * found, 20004 expired, 20065 used, 20010 the user may not use the app, 20002 wrong secret, ...);
 * user_info answers `code` and `msg`.
 */

interface TokenReply {
  code?: number;
  error?: string;
  error_description?: string;
  access_token?: string;
}

interface UserInfoReply {
  code?: number;
  msg?: string;
  data?: { open_id?: string; name?: string; mobile?: string };
}

const tokenErrorOf = (body: TokenReply) =>
  body.code !== 0
    ? { errcode: body.code ?? -1, errmsg: body.error_description ?? body.error ?? 'no code' }
    : undefined;

const userInfoErrorOf = (body: UserInfoReply) =>
  body.code !== 0 ? { errcode: body.code ?? -1, errmsg: body.msg ?? 'no code' } : undefined;

export async function feishuUserOfCode(
  http: OutboundFetch,
  settings: FeishuSettings,
  secret: string,
  { code, redirectUri }: CodeExchange,
): Promise<MessengerIdentity> {
  const base = `${settings.apiBase}/open-apis`;
  const grant = await callJson<TokenReply>(http, `${base}/authen/v2/oauth/token`, tokenErrorOf, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      client_id: settings.appId,
      client_secret: secret,
      code,
      // Required when the authorization page was given one (it always is: the page to come back to).
      ...(redirectUri ? { redirect_uri: redirectUri } : {}),
    }),
  });
  const user = await callJson<UserInfoReply>(http, `${base}/authen/v1/user_info`, userInfoErrorOf, {
    headers: { authorization: `Bearer ${grant.access_token ?? ''}` },
  });
  return { subject: user.data?.open_id, mobile: plainMobile(user.data?.mobile), name: user.data?.name };
}
