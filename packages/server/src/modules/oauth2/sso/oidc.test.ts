import type { SsoProviderAdminView, SsoProviderPublic } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../core/auth/secrets.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { startOidcServer, type OidcTestServer } from '../../../test/oidc-server.js';
import { get, post, tokenHeader } from '../test-helpers.js';

/**
 * OpenID Connect sign-in (issue 15): the code flow with PKCE through openid-client, against a real
 * oidc-provider started here. State and nonce are checked, states are single use, the redirect
 * URI is the app's own.
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
  const start = async (target = '/my/index', origin = 'http://campus.test') => {
    const r = await post<{ url: string }>(t.app, '/sso/login/oidc/authorize', {
      providerId: provider.id,
      origin,
      target,
    });
    expect(r.body.state, r.body.message).toBe(200);
    return r.body.data.url;
  };
  const apply = (callbackUrl: string) => post<Tokens>(t.app, '/sso/login/oidc/apply', { callbackUrl });

  beforeAll(async () => {
    t = await createTestApp();
    idp = await startOidcServer(
      {
        'u-1001': { name: '李明轩', preferredUsername: 'student' },
        'u-1002': { name: '陌生人', preferredUsername: 'stranger' },
        'u-1003': { name: '无账号' },
      },
      { redirectUris: ['http://campus.test/app/dashboard'] },
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

  it('lets only a tenant admin configure providers', async () => {
    const student = await signIn(t.app, 'student');
    const r = await post(t.app, '/sso/provider/query', undefined, student.headers);
    expect(r.body.state).toBe(6010103);
    expect(r.body.message).toBe('Only a tenant administrator can configure the ways of signing in');
  });
});
