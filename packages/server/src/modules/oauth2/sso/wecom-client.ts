import type { WecomSettings } from '@campus/contract';

/**
 * The WeCom (企业微信) server API a web application signing people in needs, as documented:
 * gettoken (corpid + corpsecret -> access_token, 7200 s), auth/getuserinfo (code -> userid and,
 * with scope snsapi_privateinfo, a user_ticket), auth/getuserdetail (user_ticket -> the mobile
 * the member verified). Every reply carries errcode/errmsg; errcode 0 is success.
 */

export class WecomError extends Error {
  constructor(
    readonly errcode: number | 'UNREACHABLE',
    readonly errmsg: string,
  ) {
    super(`${errcode} ${errmsg}`);
  }
}

interface Reply {
  errcode?: number;
  errmsg?: string;
}

async function call<T extends Reply>(url: string, init?: RequestInit): Promise<T> {
  let body: T;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000), redirect: 'error' });
    body = (await response.json()) as T;
  } catch (error) {
    throw new WecomError('UNREACHABLE', error instanceof Error ? error.message : String(error));
  }
  if (body.errcode !== 0) throw new WecomError(body.errcode ?? -1, body.errmsg ?? 'no errcode');
  return body;
}

/** Access tokens per corporation application, reused until shortly before they expire. */
const tokens = new Map<string, { token: string; until: number }>();

export async function wecomAccessToken(settings: WecomSettings, secret: string, now = Date.now()) {
  const key = `${settings.apiBase}|${settings.corpId}|${secret}`;
  const kept = tokens.get(key);
  if (kept && kept.until > now) return kept.token;
  const reply = await call<Reply & { access_token: string; expires_in: number }>(
    `${settings.apiBase}/cgi-bin/gettoken?corpid=${encodeURIComponent(settings.corpId)}&corpsecret=${encodeURIComponent(secret)}`,
  );
  tokens.set(key, { token: reply.access_token, until: now + (reply.expires_in - 300) * 1000 });
  return reply.access_token;
}

/** Forgets a token the API refused (40014 invalid, 42001 expired) so the next call fetches one. */
export function forgetWecomToken(settings: WecomSettings, secret: string) {
  tokens.delete(`${settings.apiBase}|${settings.corpId}|${secret}`);
}

export interface WecomUser {
  /** Member of the corporation: its userid; an outsider only has an openid. */
  userid?: string;
  openid?: string;
  /** The mobile the member verified, when the code was asked with snsapi_privateinfo. */
  mobile?: string;
  name?: string;
}

/** Who the in-app code belongs to (the code works once, for 5 minutes). */
export async function wecomUserOfCode(
  settings: WecomSettings,
  secret: string,
  code: string,
): Promise<WecomUser> {
  const token = await wecomAccessToken(settings, secret);
  const base = settings.apiBase;
  const info = await call<Reply & { userid?: string; openid?: string; user_ticket?: string }>(
    `${base}/cgi-bin/auth/getuserinfo?access_token=${encodeURIComponent(token)}&code=${encodeURIComponent(code)}`,
  );
  if (!info.userid || !info.user_ticket) return { userid: info.userid, openid: info.openid };
  const detail = await call<Reply & { mobile?: string; name?: string }>(
    `${base}/cgi-bin/auth/getuserdetail?access_token=${encodeURIComponent(token)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_ticket: info.user_ticket }),
    },
  );
  return { userid: info.userid, mobile: detail.mobile, name: detail.name };
}
