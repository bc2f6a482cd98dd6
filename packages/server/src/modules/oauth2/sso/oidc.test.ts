import type { SsoProviderAdminView, SsoProviderPublic } from '@campus/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../core/auth/secrets.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { cookieJar, type CookieJar } from '../../../test/cookie-jar.js';
import { startOidcServer, type OidcTestServer } from '../../../test/oidc-server.js';
import { get, post, roundTripCookie, tokenHeader } from '../test-helpers.js';
import { bindingProof } from './browser-binding.js';

/**
 * OpenID Connect sign-in (issue 15): the code flow with PKCE through openid-client, against a real
 * oidc-provider started here, whose own login, consent and logout pages the tests walk. State and
 * nonce are checked, states are single use and bound to the browser that started them, the
 * redirect URI is the app's own, and signing out of the app signs out at the provider.
 */

interface Tokens {
  access_token: string;
  uaccount: string;
  tenantId: string;
}

describe('OpenID Connect sign-in', () => {
  let t: TestApp;
  let idp: OidcTestServer;
  let admin: SignedIn;
  let provider: SsoProviderAdminView;

  const save = async (settings: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => {
    const r = await post<SsoProviderAdminView>(
      t.app,
      '/sso/provider/save',
      {
        id: provider?.id,
        kind: 'oidc',
        name: '身份认证平台',
        enabled: true,
        settings: { issuer: idp.issuer, clientId: idp.clientId, ...settings },
        secret: idp.clientSecret,
        ...extra,
      },
      admin.headers,
    );
    expect(r.body.state, r.body.message).toBe(200);
    provider = r.body.data;
  };
  /** The person's browser: the cookies the app set at the start come back with the return. */
  let browser: CookieJar;
  const start = async (target = '/my/index', origin = 'http://campus.test', jar = browser) => {
    const r = await post<{ url: string }>(t.app, '/sso/login/oidc/authorize', {
      providerId: provider.id,
      origin,
      target,
    });
    expect(r.body.state, r.body.message).toBe(200);
    jar.keep(r.response);
    return r.body.data.url;
  };
  const apply = async (callbackUrl: string, jar = browser, language = 'en-US') => {
    const r = await post<Tokens>(
      t.app,
      '/sso/login/oidc/apply',
      { callbackUrl },
      { ...jar.headers(), 'accept-language': language },
    );
    jar.keep(r.response);
    return r;
  };

  beforeEach(() => {
    browser = cookieJar();
  });

  beforeAll(async () => {
    t = await createTestApp();
    idp = await startOidcServer(
      {
        'u-1001': { name: '李明轩', preferredUsername: 'student' },
        'u-1002': { name: '陌生人', preferredUsername: 'stranger' },
        'u-1003': { name: '无账号' },
      },
      {
        redirectUris: ['http://campus.test/app/dashboard'],
        postLogoutRedirectUris: ['http://campus.test/app/login'],
      },
    );
    admin = await signIn(t.app, 'admin');
    await save();
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('never shows the client secret: the admin sees hasSecret, the login screen only the button', async () => {
    const listed = await post<SsoProviderAdminView[]>(t.app, '/sso/provider/query', undefined, admin.headers);
    const mine = listed.body.data.find((row) => row.id === provider.id);
    expect(mine).toMatchObject({ kind: 'oidc', hasSecret: true });
    expect(JSON.stringify(listed.body)).not.toContain(idp.clientSecret);
    const open = await get<SsoProviderPublic[]>(t.app, '/sso/providers');
    expect(open.body.data.find((row) => row.id === provider.id)).toEqual({
      id: provider.id,
      kind: 'oidc',
      name: '身份认证平台',
      tenantId: admin.tenantId,
      tenantName: expect.any(String),
    });
    expect(JSON.stringify(open.body)).not.toContain(idp.clientSecret);
  });

  it('sends the browser to the issuer with PKCE (S256), a state and a nonce', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://campus.test/app/dashboard');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^oidc\.[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it('signs the person in by the configured claim, once per state, and tells the client where to go', async () => {
    const callback = await idp.signInAt(await start('/my/index'), 'u-1001');
    expect(callback).toMatch(/^http:\/\/campus\.test\/app\/dashboard\?code=.+&state=oidc\./);
    const r = await apply(callback);
    expect(r.body.state, r.body.message).toBe(200);
    expect(r.body.data.uaccount).toBe('student');
    expect(r.body.data.tenantId).toBe(admin.tenantId);
    expect(r.body.variables.target).toBe('/my/index');
    const context = await post<{ currentRoleId: string }>(
      t.app,
      '/user/context',
      undefined,
      tokenHeader(r.body.data.access_token),
    );
    expect(context.body.data.currentRoleId).toBe('ALL');

    const again = await apply(callback);
    expect(again.body.state).toBe(6020201);
    expect(again.body.message).toBe(
      'This sign-in request has expired or was already used; please sign in again',
    );
  });

  it('checks the nonce of the ID token', async () => {
    const url = await start();
    const state = new URL(url).searchParams.get('state')!;
    await t.app.database.db
      .updateTable('ssoLoginState')
      .set({ nonce: 'another-nonce-than-the-one-sent' })
      .where('hash', '=', sha256(state))
      .execute();
    const r = await apply(await idp.signInAt(url, 'u-1001'));
    expect(r.body.state).toBe(6020201);
    expect(r.body.message).toMatch(/^The identity token was refused: /);
  });

  it('proves the code with the PKCE verifier: another verifier gets nothing', async () => {
    const url = await start();
    const state = new URL(url).searchParams.get('state')!;
    await t.app.database.db
      .updateTable('ssoLoginState')
      .set({ codeVerifier: 'x'.repeat(43) })
      .where('hash', '=', sha256(state))
      .execute();
    // The browser's cookie proves the request with its verifier: made to match, so that the
    // issuer is the one that refuses.
    browser.set(browser.names()[0]!, bindingProof(state, 'x'.repeat(43)));
    const r = await apply(await idp.signInAt(url, 'u-1001'));
    expect(r.body.state).toBe(6020201);
    expect(r.body.message).toContain('invalid_grant');
  });

  it('refuses a state it never issued, a changed state, and a callback outside the app', async () => {
    const callback = new URL(await idp.signInAt(await start(), 'u-1001'));
    const forged = new URL(callback);
    forged.searchParams.set('state', 'oidc.forged');
    expect((await apply(forged.href)).body.message).toContain('expired or was already used');

    const elsewhere = new URL(callback.href.replace('http://campus.test', 'http://evil.test'));
    expect((await apply(elsewhere.href)).body.message).toContain('is not this app');
    // The genuine callback still works once.
    expect((await apply(callback.href)).body.state).toBe(200);
  });

  it('refuses a person without an account, and one without the configured claim', async () => {
    const stranger = await apply(await idp.signInAt(await start(), 'u-1002'));
    expect(stranger.body.state).toBe(6020112);
    expect(stranger.body.message).toMatch(/^The account stranger has not been opened at /);

    const noClaim = await apply(await idp.signInAt(await start(), 'u-1003'));
    expect(noClaim.body.state).toBe(6020112);
    expect(noClaim.body.message).toContain('attribute preferred_username');
  });

  it('refuses when the stored client secret is wrong (the issuer says invalid_client)', async () => {
    await save({}, { secret: 'not-the-secret' });
    const r = await apply(await idp.signInAt(await start(), 'u-1001'));
    expect(r.body.state).toBe(6020201);
    expect(r.body.message).toMatch(/client/i);
    await save();
  });

  it('keeps the stored secret when a save leaves it out', async () => {
    const r = await post<SsoProviderAdminView>(
      t.app,
      '/sso/provider/save',
      {
        id: provider.id,
        kind: 'oidc',
        name: '身份认证平台',
        enabled: true,
        settings: { issuer: idp.issuer, clientId: idp.clientId },
      },
      admin.headers,
    );
    expect(r.body.data.hasSecret).toBe(true);
    expect((await apply(await idp.signInAt(await start(), 'u-1001'))).body.state).toBe(200);
  });

  it('only lets an origin of PUBLIC_URL start, and answers clearly when the issuer is down', async () => {
    const foreign = await post(t.app, '/sso/login/oidc/authorize', {
      providerId: provider.id,
      origin: 'http://evil.test',
      target: '/',
    });
    expect(foreign.body.state).toBe(6020201);

    await save({ issuer: 'http://127.0.0.1:9' });
    const down = await post(t.app, '/sso/login/oidc/authorize', {
      providerId: provider.id,
      origin: 'http://campus.test',
      target: '/',
    });
    expect(down.body.state).toBe(504);
    await save();
  });

  it('binds the request to the browser that started it: a return address sent to another browser is refused', async () => {
    // Someone signs in at the provider as themselves and keeps the return address...
    const attacker = cookieJar();
    const forged = await idp.signInAt(await start('/my/index', 'http://campus.test', attacker), 'u-1001');
    // ...and sends it to a person whose browser never started a sign-in, or started its own.
    const fresh = await apply(forged, cookieJar());
    expect(fresh.body.state).toBe(6020201);
    expect(fresh.body.message).toBe(
      'This sign-in was not started in this browser; please sign in again here',
    );
    expect(fresh.body.data).toBeNull();

    const victim = cookieJar();
    await start('/my/index', 'http://campus.test', victim);
    const another = await apply(
      await idp.signInAt(await start('/', 'http://campus.test', attacker), 'u-1001'),
      victim,
    );
    expect(another.body.message).toBe(
      'This sign-in was not started in this browser; please sign in again here',
    );

    // The starting browser holds a short-lived, script-proof cookie sent only to the sign-in routes.
    const started = await post(t.app, '/sso/login/oidc/authorize', {
      providerId: provider.id,
      origin: 'http://campus.test',
      target: '/',
    });
    expect(started.response.cookies).toEqual([roundTripCookie()]);
    expect(started.response.cookies[0]!.secure).toBeFalsy();
  });

  it('says "sign-in cancelled" in the person\'s language when they cancel at the provider, never its words', async () => {
    const cancelled = await idp.browser().cancelAt(await start('/my/index'));
    expect(new URL(cancelled).searchParams.get('error')).toBe('access_denied');
    const r = await apply(cancelled, browser, 'zh-CN');
    expect(r.body.state).toBe(6040803);
    expect(r.body.message).toBe('已取消登录');
    // The page wanted, for the way back.
    expect(r.body.variables.target).toBe('/my/index');
    for (const [language, text] of [
      ['en-US', 'Sign-in cancelled'],
      ['zh-TW', '已取消登入'],
      ['ja-JP', 'サインインはキャンセルされました'],
    ] as const) {
      const again = await idp.browser().cancelAt(await start());
      expect((await apply(again, browser, language)).body.message).toBe(text);
    }

    // Another refusal of the provider: its code, not its English description.
    const url = new URL(await start());
    const refused = new URL('http://campus.test/app/dashboard');
    refused.searchParams.set('error', 'temporarily_unavailable');
    refused.searchParams.set('error_description', 'The server is down for maintenance');
    refused.searchParams.set('state', url.searchParams.get('state')!);
    const other = await apply(refused.href);
    expect(other.body.state).toBe(6020201);
    expect(other.body.message).toBe(
      'The identity platform did not complete the sign-in (temporarily_unavailable); please sign in again',
    );
    expect(JSON.stringify(other.body)).not.toContain('maintenance');
  });

  it('signs out at the provider too when the person signs out (RP-initiated logout)', async () => {
    const atProvider = idp.browser();
    const signedIn = await apply(await atProvider.signInAt(await start(), 'u-1001'));
    expect(signedIn.body.state, signedIn.body.message).toBe(200);
    const token = signedIn.body.data.access_token;
    // While the provider keeps its sign-in, the next sign-in goes through without its login page.
    expect(await atProvider.firstPageAt(await start())).toMatch(
      /^http:\/\/campus\.test\/app\/dashboard\?code=/,
    );

    // The sign-out confirmation may say the school account is signed out too.
    const session = await post<{ kind: string; name: string } | null>(
      t.app,
      '/sso/session/query',
      undefined,
      tokenHeader(token),
    );
    expect(session.body.data).toEqual({ providerId: provider.id, kind: 'oidc', name: '身份认证平台' });

    const out = await post<boolean>(t.app, `/user/logout?access_token=${token}`);
    expect(out.body.state).toBe(200);
    const endSession = new URL(out.body.variables.ssoLogout as string);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe('http://campus.test/app/login');
    expect(endSession.searchParams.get('client_id')).toBe(idp.clientId);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The provider takes it (the ID token names this sign-in) and sends the browser to the app's login.
    expect(await atProvider.signOutAt(endSession.href)).toBe('http://campus.test/app/login');
    expect(await atProvider.firstPageAt(await start())).toBe('login');
    expect((await post(t.app, '/user/context', undefined, tokenHeader(token))).body.state).toBe(6020201);
  });

  it('signs out only here for a session that did not come from single sign-on', async () => {
    const student = await signIn(t.app, 'student');
    const session = await post(t.app, '/sso/session/query', undefined, student.headers);
    expect(session.body).toMatchObject({ state: 200, data: null });
    const out = await post(t.app, `/user/logout?access_token=${student.accessToken}`);
    expect(out.body.state).toBe(200);
    expect(out.body.variables.ssoLogout).toBeUndefined();
  });

  it('lets only a tenant admin configure providers', async () => {
    const student = await signIn(t.app, 'student');
    const r = await post(t.app, '/sso/provider/query', undefined, student.headers);
    expect(r.body.state).toBe(6010103);
    expect(r.body.message).toBe('Only a tenant administrator can configure the ways of signing in');
  });
});
