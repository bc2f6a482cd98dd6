import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the tests' stand-ins for messenger APIs (WeCom, DingTalk, Feishu, WeChat, the learning
 * app) share: an HTTP server on a free port, replies in JSON, single-use codes that run out after
 * 5 minutes, application access tokens that can be revoked, and the authorization page that sends
 * the browser back with a code for whoever the messenger client has signed in.
 */

export interface Member {
  name: string;
  mobile?: string;
}

export interface Exchange {
  url: URL;
  query: URLSearchParams;
  request: IncomingMessage;
  /** The request body, as JSON or as a form. */
  body(): Promise<Record<string, string>>;
  json(body: unknown, status?: number): void;
  /** A page of text (an error page the browser shows instead of coming back). */
  text(body: string, status?: number): void;
  redirect(location: string): void;
}

export type Handler = (exchange: Exchange) => Promise<void> | void;

/** Codes as a messenger hands them out: single use, 5 minutes; a used one is remembered as used. */
export class CodeBook<T> {
  private readonly codes = new Map<string, { value: T; until: number; used: boolean }>();

  issue(value: T): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { value, until: Date.now() + 5 * 60 * 1000, used: false });
    return code;
  }

  expire(code: string) {
    const entry = this.codes.get(code);
    if (entry) entry.until = 0;
  }

  /** Uses a code up: its value, or why not. */
  take(code: string | null): { value: T } | 'unknown' | 'expired' | 'used' {
    const entry = this.codes.get(code ?? '');
    if (!entry) return 'unknown';
    if (entry.used) return 'used';
    entry.used = true;
    return entry.until < Date.now() ? 'expired' : { value: entry.value };
  }
}

/** Application access tokens, all revocable at once. */
export class TokenBook {
  private readonly tokens = new Set<string>();
  issued = 0;

  issue(): string {
    const token = randomBytes(16).toString('hex');
    this.tokens.add(token);
    this.issued += 1;
    return token;
  }

  has(token: string | null | undefined) {
    return this.tokens.has(token ?? '');
  }

  revoke() {
    this.tokens.clear();
  }
}

async function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return {};
  }
}

export interface ApiServer {
  base: string;
  close(): Promise<void>;
}

export async function startApiServer(handle: Handler): Promise<ApiServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://api.invalid');
    void Promise.resolve(
      handle({
        url,
        query: url.searchParams,
        request,
        body: () => readBody(request),
        json: (body, status = 200) =>
          response
            .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
            .end(JSON.stringify(body)),
        text: (body, status = 200) =>
          response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body),
        redirect: (location) => response.writeHead(302, { location }).end(),
      }),
    ).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What every messenger stand-in offers the tests. */
export interface MessengerTestServer {
  apiBase: string;
  /** The application's id as the school configures it (corpId, appKey, app_id, AppID). */
  appId: string;
  secret: string;
  /** A code as the messenger hands the app; `outsider`: one for someone outside the directory. */
  issueCode(userid: string, options?: { outsider?: boolean; privateInfo?: boolean }): string;
  /** Lets a code run out, as after 5 minutes. */
  expireCode(code: string): void;
  /** Invalidates every application access token handed out. */
  revokeTokens(): void;
  /** How many application access tokens were handed out. */
  tokensIssued(): number;
  /** Whom the messenger client has signed in: its authorization page sends the browser back with their code. */
  signInAs(userid: string): void;
  close(): Promise<void>;
}

/** A code of a messenger that signs in the members of a school's directory (WeCom, DingTalk). */
export interface MemberCode {
  userid: string;
  /** Someone outside the directory: the messenger names no userid. */
  outsider: boolean;
  /** Whether the member let the app read their mobile. */
  privateInfo: boolean;
}

/**
 * The codes and application tokens of a directory messenger's stand-in, with the controls over
 * them it hands the tests (a code for a member, one run out, every token revoked, tokens counted).
 */
export function memberCodes() {
  const codes = new CodeBook<MemberCode>();
  const tokens = new TokenBook();
  const controls: Pick<MessengerTestServer, 'issueCode' | 'expireCode' | 'revokeTokens' | 'tokensIssued'> = {
    issueCode: (userid, options = {}) =>
      codes.issue({ userid, outsider: options.outsider ?? false, privateInfo: options.privateInfo ?? true }),
    expireCode: (code) => codes.expire(code),
    revokeTokens: () => tokens.revoke(),
    tokensIssued: () => tokens.issued,
  };
  return { codes, tokens, controls };
}

/**
 * The authorization page of WeChat and WeCom: back to redirect_uri with a code for whoever is
 * signed in, and the state. Both document the state as letters and digits only, at most 128
 * bytes: any other state gets an error page, never the way back.
 */
export function authorizePage(exchange: Exchange, issue: () => string | undefined) {
  const state = exchange.query.get('state') ?? '';
  if (!/^[A-Za-z0-9]{0,128}$/.test(state))
    return exchange.text('state 参数错误：只能是 a-zA-Z0-9，最多 128 字节', 400);
  const back = new URL(exchange.query.get('redirect_uri') ?? '');
  const code = issue();
  if (code) back.searchParams.set('code', code);
  back.searchParams.set('state', exchange.query.get('state') ?? '');
  exchange.redirect(back.href);
}
