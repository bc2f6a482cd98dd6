import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

/**
 * A real OpenID Connect provider for the tests (oidc-provider, the certified implementation),
 * started on a free port: one client, a login page of its own (a form the browser journeys fill
 * in) and consent given on the person's behalf. `signInAt` walks the same pages over HTTP for the
 * API tests.
 */

export interface OidcPerson {
  password: string;
  name?: string;
  preferredUsername?: string;
}

export interface OidcTestServer {
  /** The issuer, e.g. http://127.0.0.1:34567 */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows an authorization URL as a browser would, signing `account` in on the login page;
   * returns where the provider finally sends the browser (the redirect URI with code and state).
   */
  signInAt(authorizationUrl: string, account: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );

function loginPage(uid: string, error = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>身份认证平台 (test OIDC)</title></head>
<body style="font-family:sans-serif;max-width:22rem;margin:2rem auto;padding:0 1rem">
<h1>身份认证平台</h1>
${error ? `<p role="alert" style="color:#d9262c">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label>账号 <input name="login" autocomplete="username"></label></p>
<p><label>口令 <input name="password" type="password" autocomplete="current-password"></label></p>
<p><button type="submit">登录</button></p>
</form></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcServer(
  people: Record<string, OidcPerson>,
  options: { redirectUris: string[]; clientId?: string; clientSecret?: string },
): Promise<OidcTestServer> {
  const clientId = options.clientId ?? 'campus-mobile';
  const clientSecret = options.clientSecret ?? 'test-oidc-secret-0123456789';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(signingKey as JWK), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const person = people[id];
      if (!person) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          ...(person.name ? { name: person.name } : {}),
          ...(person.preferredUsername ? { preferred_username: person.preferredUsername } : {}),
        }),
      };
    },
  });
  // The test's own noise (a wrong password, a replayed code) is expected; keep the output clean.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));

  const callback = provider.callback();

  const interaction = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const details = await provider.interactionDetails(request, response);
    const [, , uid, action] = path.split('/');
    if (details.prompt.name === 'login') {
      if (request.method === 'POST' && action === 'login') {
        const form = await readForm(request);
        const account = form.get('login') ?? '';
        if (people[account]?.password !== form.get('password')) {
          response.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(loginPage(uid ?? '', '账号或口令错误'));
        }
        return provider.interactionFinished(request, response, { login: { accountId: account } });
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(loginPage(uid ?? ''));
    }
    // Consent: the school's own application, granted on the person's behalf.
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    return provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path.startsWith('/interaction/')) {
      interaction(request, response, path).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    void callback(request, response);
  });

  /** A minimal browser: follows redirects within the issuer, keeping its cookies. */
  const signInAt = async (authorizationUrl: string, account: string, password?: string) => {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let url = authorizationUrl;
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop += 1) {
      if (!url.startsWith(issuer)) return url; // back at the client
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: {
          cookie: cookieHeader(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: body?.toString(),
        redirect: 'manual',
      });
      remember(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        continue;
      }
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action)
        throw new Error(`the provider answered ${response.status} without a way on: ${html.slice(0, 300)}`);
      url = new URL(action, url).href;
      body = new URLSearchParams({ login: account, password: password ?? people[account]?.password ?? '' });
    }
    throw new Error('too many redirects at the OIDC provider');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAt,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
