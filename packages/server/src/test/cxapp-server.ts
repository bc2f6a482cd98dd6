import { randomBytes } from 'node:crypto';
import { CodeBook, startApiServer } from './messenger-api-server.js';

/**
 * The learning app's school-integration API for the tests: oauth2/token (RFC 6749 errors:
 * invalid_client for a wrong appKey, invalid_grant for an unknown, expired or used code) and
 * oauth2/userinfo (uname: the school number, realname).
 */

export interface CxappPerson {
  uname: string;
  realname: string;
}

export interface CxappTestServer {
  apiBase: string;
  appId: string;
  appKey: string;
  issueCode(person: CxappPerson): string;
  expireCode(code: string): void;
  close(): Promise<void>;
}

export async function startCxappServer(): Promise<CxappTestServer> {
  const appId = 'cx-test-app';
  const appKey = 'cx-app-key-0123456789';
  const codes = new CodeBook<CxappPerson>();
  const tokens = new Map<string, CxappPerson>();

  const api = await startApiServer(async (x) => {
    if (x.url.pathname === '/oauth2/token' && x.request.method === 'POST') {
      const body = await x.body();
      if (body.client_id !== appId || body.client_secret !== appKey)
        return x.json({ error: 'invalid_client', error_description: 'client authentication failed' }, 401);
      const code = codes.take(body.code ?? null);
      if (typeof code === 'string')
        return x.json({ error: 'invalid_grant', error_description: `code ${code}` }, 400);
      const token = randomBytes(16).toString('hex');
      tokens.set(token, code.value);
      return x.json({ access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    if (x.url.pathname === '/oauth2/userinfo') {
      const person = tokens.get((x.request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!person) return x.json({ error: 'invalid_token', error_description: 'unknown token' }, 401);
      return x.json({ ...person, fid: '1001' });
    }
    return x.json({ error: 'not_found' }, 404);
  });

  return {
    apiBase: api.base,
    appId,
    appKey,
    issueCode: (person) => codes.issue(person),
    expireCode: (code) => codes.expire(code),
    close: api.close,
  };
}
