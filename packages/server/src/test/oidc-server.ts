import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

/**
 * A real OpenID Connect provider for the tests (oidc-provider, the certified implementation),
 * started on a free port with one client. People go through the provider's own pages: its
 * development login and consent pages (devInteractions: any password is taken, the account must
 * exist), their Cancel link, and the RP-initiated logout page. `browser()` walks the same pages
 * over HTTP for the API tests, keeping the provider's cookies as a browser does.
 */

export interface OidcPerson {
  name?: string;
  preferredUsername?: string;
}

/** One browser at the provider: its sign-in lives in the cookies kept here. */
export interface OidcBrowser {
  /**
   * Follows an authorization URL, signing `account` in on the login page and agreeing on the
   * consent page when the provider shows them; returns where the provider finally sends the
   * browser (the redirect URI with code and state).
   */
  signInAt(authorizationUrl: string, account: string): Promise<string>;
  /** Follows an authorization URL and presses Cancel on the first page; returns where it leads. */
  cancelAt(authorizationUrl: string): Promise<string>;
  /** Follows an end-session URL and answers the provider's question; returns where it leads. */
  signOutAt(endSessionUrl: string, answer?: 'yes' | 'no'): Promise<string>;
  /** Follows an authorization URL without signing in; the first page shown ('login', 'consent'), or the redirect. */
  firstPageAt(authorizationUrl: string): Promise<string>;
}

/** What a browser does on one of the provider's pages: post a form, follow a link, or stop there. */
type PageAction = { post?: Record<string, string>; action?: string; go?: string } | undefined;

export interface OidcTestServer {
  /** The issuer, e.g. http://127.0.0.1:34567 */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A fresh browser (no sign-in at the provider yet). */
  browser(): OidcBrowser;
  /** signInAt in a fresh browser. */
  signInAt(authorizationUrl: string, account: string): Promise<string>;
  close(): Promise<void>;
}

export async function startOidcServer(
  people: Record<string, OidcPerson>,
  options: {
    redirectUris: string[];
    /** Where the provider may send the browser after signing out (RP-initiated logout). */
    postLogoutRedirectUris?: string[];
    clientId?: string;
    clientSecret?: string;
  },
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
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(signingKey as JWK), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    // The provider's own login and consent pages (with their Cancel link).
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
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
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));
  server.on('request', provider.callback());

  const browser = (): OidcBrowser => {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

    /**
     * Goes from `start`, following redirects within the issuer; on each page `act` says what to
     * post (or where to go), or stops there by returning undefined.
     */
    const walk = async (
      start: string,
      act: (html: string) => PageAction,
    ): Promise<{ url: string; html?: string }> => {
      let url = start;
      let body: URLSearchParams | undefined;
      for (let hop = 0; hop < 20; hop += 1) {
        if (!url.startsWith(issuer)) return { url }; // back at the client
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
        const next = act(html);
        if (!next) return { url, html };
        if (next.go) {
          url = new URL(next.go, url).href;
          continue;
        }
        url = new URL(next.action ?? url, url).href;
        body = new URLSearchParams(next.post);
      }
      throw new Error('too many redirects at the OIDC provider');
    };

    const formAction = (html: string) =>
      /<form[^>]* action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const promptOf = (html: string) => /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const abortLink = (html: string) => /<a href="([^"]+\/abort)">/.exec(html)?.[1];

    return {
      async signInAt(authorizationUrl, account) {
        const end = await walk(authorizationUrl, (html): PageAction => {
          const prompt = promptOf(html);
          if (prompt === 'login')
            return {
              action: formAction(html),
              post: { prompt, login: account, password: 'any password (devInteractions)' },
            };
          if (prompt === 'consent') return { action: formAction(html), post: { prompt } };
          throw new Error(`the provider showed a page without a way on: ${html.slice(0, 300)}`);
        });
        return end.url;
      },
      async cancelAt(authorizationUrl) {
        const end = await walk(authorizationUrl, (html): PageAction => {
          const abort = abortLink(html);
          if (!abort) throw new Error(`no Cancel link on the provider's page: ${html.slice(0, 300)}`);
          return { go: abort };
        });
        return end.url;
      },
      async signOutAt(endSessionUrl, answer = 'yes') {
        const end = await walk(endSessionUrl, (html): PageAction => {
          const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
          if (!xsrf) return undefined; // the provider's own "signed out" page
          return {
            action: formAction(html),
            post: answer === 'yes' ? { xsrf, logout: 'yes' } : { xsrf },
          };
        });
        return end.url;
      },
      async firstPageAt(authorizationUrl) {
        const end = await walk(authorizationUrl, () => undefined);
        return end.html ? (promptOf(end.html) ?? 'page') : end.url;
      },
    };
  };

  return {
    issuer,
    clientId,
    clientSecret,
    browser,
    signInAt: (url, account) => browser().signInAt(url, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
