import type { FeishuSettings } from '@campus/contract';
import { callJson, plainMobile, TokenCache, type MessengerIdentity } from './messenger-api.js';

/**
 * The Feishu (飞书) open platform API of web sign-in, as documented: auth/v3/app_access_token/internal
 * (app_id + app_secret -> app_access_token, 7200 s), authen/v1/oidc/access_token (the code from the
 * authorization page -> the user's access token), authen/v1/user_info (-> open_id, name and, with the
 * permission, the mobile as +86...). Replies carry `code` (0 for success) and `msg`.
 */

interface Reply {
  code?: number;
  msg?: string;
}

const codeOf = (body: Reply) =>
  body.code !== 0 ? { errcode: body.code ?? -1, errmsg: body.msg ?? 'no code' } : undefined;

/** 99991663/99991664: the access token is invalid or expired. */
const tokens = new TokenCache([99991663, 99991664]);

const jsonPost = (body: unknown, bearer?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json; charset=utf-8',
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  },
  body: JSON.stringify(body),
});

export function feishuUserOfCode(
  settings: FeishuSettings,
  secret: string,
  code: string,
): Promise<MessengerIdentity> {
  const base = `${settings.apiBase}/open-apis`;
  const fetchToken = async () => {
    const reply = await callJson<Reply & { app_access_token: string; expire: number }>(
      `${base}/auth/v3/app_access_token/internal`,
      codeOf,
      jsonPost({ app_id: settings.appId, app_secret: secret }),
    );
    return { token: reply.app_access_token, expiresInS: reply.expire };
  };
  return tokens.with(`${base}|${settings.appId}|${secret}`, fetchToken, async (appToken) => {
    const grant = await callJson<Reply & { data?: { access_token?: string } }>(
      `${base}/authen/v1/oidc/access_token`,
      codeOf,
      jsonPost({ grant_type: 'authorization_code', code }, appToken),
    );
    const user = await callJson<Reply & { data?: { open_id?: string; name?: string; mobile?: string } }>(
      `${base}/authen/v1/user_info`,
      codeOf,
      { headers: { authorization: `Bearer ${grant.data?.access_token ?? ''}` } },
    );
    return { subject: user.data?.open_id, mobile: plainMobile(user.data?.mobile), name: user.data?.name };
  });
}
