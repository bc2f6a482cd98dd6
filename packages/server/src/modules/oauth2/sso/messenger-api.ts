import { refusalOf, type OutboundFetch } from '../../../core/net/outbound.js';

/**
 * What the messenger clients (WeCom, DingTalk, Feishu, WeChat) share: a JSON call that turns an
 * unreachable API or an error reply into a MessengerError, and the application access tokens
 * kept until shortly before they expire, fetched afresh once when the API refuses a kept one.
 * Every call goes through the app's outbound guard (core/net): the API base is the school
 * admin's setting, and the application secret must never reach an inside address.
 */

export class MessengerError extends Error {
  constructor(
    readonly errcode: number | string,
    readonly errmsg: string,
    /** The API refused the application's access token (revoked or expired early). */
    readonly tokenRefused = false,
  ) {
    super(`${errcode} ${errmsg}`);
  }
}

/** What the app hands over from the messenger's return: the code, and the page it came back to. */
export interface CodeExchange {
  code: string;
  /** The redirect_uri the authorization page was opened with (Feishu's token request repeats it). */
  redirectUri?: string;
}

/** Who a messenger's in-app code belongs to, asked of its API with the school's settings and the application's secret. */
export type UserOfCode<Settings> = (
  http: OutboundFetch,
  settings: Settings,
  secret: string,
  code: string,
) => Promise<MessengerIdentity>;

/** Who a messenger says the code belongs to. */
export interface MessengerIdentity {
  /** The person's id at the messenger; absent for someone outside the school's directory. */
  subject?: string;
  /** The mobile the messenger verified (digits, without +86), when it tells. */
  mobile?: string;
  name?: string;
}

/** Reads an error out of a reply, or undefined for success. */
export type ErrorOf<T> = (body: T) => { errcode: number | string; errmsg: string } | undefined;

/** What a JSON call sends besides the URL. */
export type CallInit = NonNullable<Parameters<OutboundFetch>[1]>;

/** A JSON call to a messenger API; `errorOf` says whether the reply is a refusal. */
export async function callJson<T>(
  http: OutboundFetch,
  url: string,
  errorOf: ErrorOf<T>,
  init?: CallInit,
): Promise<T> {
  let body: T;
  try {
    const response = await http(url, { ...init, signal: AbortSignal.timeout(10_000), redirect: 'error' });
    body = (await response.json()) as T;
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) throw new MessengerError('ADDRESS_REFUSED', refused.host);
    throw new MessengerError('UNREACHABLE', error instanceof Error ? error.message : String(error));
  }
  const failure = errorOf(body);
  if (failure) throw new MessengerError(failure.errcode, failure.errmsg);
  return body;
}

/** What every reply of WeCom, DingTalk and WeChat may carry beside its data. */
export interface ErrcodeReply {
  errcode?: number;
  errmsg?: string;
}

/** A POST of a JSON body (DingTalk's user calls, WeCom's user detail). */
export const postJson = (body: unknown): CallInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** WeCom, DingTalk, WeChat: `errcode` 0 (or absent with a result) is success. */
export function errcodeOf(body: ErrcodeReply) {
  return body.errcode ? { errcode: body.errcode, errmsg: body.errmsg ?? 'no errmsg' } : undefined;
}

/** `{ "errcode": 0 }` required (WeCom, DingTalk always send it). */
export function strictErrcodeOf(body: ErrcodeReply) {
  return body.errcode !== 0
    ? { errcode: body.errcode ?? -1, errmsg: body.errmsg ?? 'no errcode' }
    : undefined;
}

/** WeCom's and DingTalk's gettoken: `{errcode: 0, access_token, expires_in}`. */
export async function errcodeAccessToken(http: OutboundFetch, url: string) {
  const reply = await callStrictErrcode<{ access_token: string; expires_in: number }>(http, url);
  return { token: reply.access_token, expiresInS: reply.expires_in };
}

/** A call to WeCom's or DingTalk's API, whose every reply says `errcode` 0 on success. */
export const callStrictErrcode = <T>(http: OutboundFetch, url: string, init?: CallInit) =>
  callJson<ErrcodeReply & T>(http, url, strictErrcodeOf, init);

/** The mobile as our accounts hold it: digits only, without the +86 a messenger may prefix. */
export function plainMobile(mobile: string | undefined): string | undefined {
  if (!mobile) return undefined;
  const digits = mobile.replace(/[^\d]/g, '');
  return digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits || undefined;
}

/** Application access tokens per API and application, reused until 5 minutes before they expire. */
export class TokenCache {
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(
    /** Error codes with which the API refuses an application token. */
    private readonly refusedCodes: readonly number[],
  ) {}

  /**
   * Runs `use` with the kept token (or a fresh one); when the API refuses the kept one, forgets it
   * and runs `use` once more with a fresh token.
   */
  async with<T>(
    key: string,
    fetchToken: () => Promise<{ token: string; expiresInS: number }>,
    use: (token: string) => Promise<T>,
  ): Promise<T> {
    const token = async () => {
      const kept = this.tokens.get(key);
      if (kept && kept.until > Date.now()) return kept.token;
      const fresh = await fetchToken();
      this.tokens.set(key, { token: fresh.token, until: Date.now() + (fresh.expiresInS - 300) * 1000 });
      return fresh.token;
    };
    try {
      return await use(await token());
    } catch (error) {
      if (!(error instanceof MessengerError) || !this.refusedCodes.includes(error.errcode as number))
        throw error;
      this.tokens.delete(key);
      return use(await token());
    }
  }
}

/** WeCom's and DingTalk's application tokens, by the gettoken address (API, application and secret). */
const errcodeTokens = new TokenCache([40014, 42001]); // invalid access_token, access_token expired

/** Runs `use` with the application token of a WeCom or DingTalk application, fetched from `tokenUrl` when none is kept. */
export function withErrcodeToken<T>(
  http: OutboundFetch,
  tokenUrl: string,
  use: (token: string) => Promise<T>,
): Promise<T> {
  return errcodeTokens.with(tokenUrl, () => errcodeAccessToken(http, tokenUrl), use);
}
