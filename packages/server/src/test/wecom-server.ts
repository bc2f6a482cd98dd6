import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A WeCom (企业微信) API for the tests, answering as its documentation says: gettoken,
 * auth/getuserinfo and auth/getuserdetail, each reply with errcode/errmsg (40001 invalid
 * credential, 40014 invalid access_token, 40029 invalid code). Codes work once, for 5 minutes.
 */

export interface WecomMember {
  name: string;
  mobile?: string;
}

export interface WecomTestServer {
  apiBase: string;
  corpId: string;
  secret: string;
  /** A code as the WeCom client hands the app; `outsider` gets one without a userid. */
  issueCode(userid: string, options?: { outsider?: boolean; privateInfo?: boolean }): string;
  /** Lets a code run out, as after 5 minutes. */
  expireCode(code: string): void;
  /** Invalidates every access token handed out (the API then answers 40014). */
  revokeTokens(): void;
  /** How many access tokens were handed out. */
  tokensIssued(): number;
  close(): Promise<void>;
}

export async function startWecomServer(members: Record<string, WecomMember>): Promise<WecomTestServer> {
  const corpId = 'ww-test-corp';
  const secret = 'wecom-app-secret-0123456789';
  const tokens = new Set<string>();
  let issued = 0;
  const codes = new Map<string, { userid: string; outsider: boolean; privateInfo: boolean; until: number }>();
  const tickets = new Map<string, string>();

  const json = (response: ServerResponse, body: Record<string, unknown>) =>
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

  const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://wecom.invalid');
      const q = url.searchParams;
      if (url.pathname === '/cgi-bin/gettoken') {
        if (q.get('corpid') !== corpId) return json(response, { errcode: 40013, errmsg: 'invalid corpid' });
        if (q.get('corpsecret') !== secret)
          return json(response, { errcode: 40001, errmsg: 'invalid credential' });
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        issued += 1;
        return json(response, { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 });
      }
      if (!tokens.has(q.get('access_token') ?? ''))
        return json(response, { errcode: 40014, errmsg: 'invalid access_token' });
      if (url.pathname === '/cgi-bin/auth/getuserinfo') {
        const code = codes.get(q.get('code') ?? '');
        codes.delete(q.get('code') ?? '');
        if (!code || code.until < Date.now())
          return json(response, { errcode: 40029, errmsg: 'invalid code' });
        if (code.outsider) return json(response, { errcode: 0, errmsg: 'ok', openid: `o-${code.userid}` });
        const ticket = code.privateInfo ? randomBytes(12).toString('hex') : undefined;
        if (ticket) tickets.set(ticket, code.userid);
        return json(response, {
          errcode: 0,
          errmsg: 'ok',
          userid: code.userid,
          ...(ticket ? { user_ticket: ticket, expires_in: 1800 } : {}),
        });
      }
      if (url.pathname === '/cgi-bin/auth/getuserdetail' && request.method === 'POST') {
        const userid = tickets.get(String((await readJson(request)).user_ticket ?? ''));
        if (!userid) return json(response, { errcode: 40129, errmsg: 'invalid user_ticket' });
        const member = members[userid];
        return json(response, {
          errcode: 0,
          errmsg: 'ok',
          userid,
          name: member?.name,
          ...(member?.mobile ? { mobile: member.mobile } : {}),
        });
      }
      return json(response, { errcode: 60011, errmsg: 'no privilege to access/modify contact/party/agent' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    corpId,
    secret,
    issueCode(userid, options = {}) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        userid,
        outsider: options.outsider ?? false,
        privateInfo: options.privateInfo ?? true,
        until: Date.now() + 5 * 60 * 1000,
      });
      return code;
    },
    expireCode(code) {
      const entry = codes.get(code);
      if (entry) entry.until = 0;
    },
    revokeTokens: () => tokens.clear(),
    tokensIssued: () => issued,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
