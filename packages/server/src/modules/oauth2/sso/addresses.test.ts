import type { SsoProviderAdminView } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { startCasProxy, type CasProxy } from '../../../test/cas-proxy.js';
import { cookieJar } from '../../../test/cookie-jar.js';
import { startOidcServer, type OidcTestServer } from '../../../test/oidc-server.js';
import { startWecomServer } from '../../../test/wecom-server.js';
import type { MessengerTestServer } from '../../../test/messenger-api-server.js';
import { post } from '../test-helpers.js';

/**
 * Issue 25 item 7: a deployment that allows no inside address (the default: OUTBOUND_ALLOW_PRIVATE
 * empty) refuses a provider whose server address is loopback or private, when it is saved (the
 * field named) and when a sign-in would use it (the address a connection is made to), so the app
 * secret never reaches such an address. The stand-ins listen on 127.0.0.1: each must see nothing.
 */

describe('sign-in providers on inside addresses', () => {
  let t: TestApp;
  let admin: SignedIn;
  /**
   * Stands where a CAS server would, on loopback: it lists every validation it is asked (and would
   * pass it to nothing), so the test can tell the server was never asked.
   */
  let cas: CasProxy;
  let idp: OidcTestServer;
  let wecom: MessengerTestServer;

  beforeAll(async () => {
    t = await createTestApp({ outbound: { allowPrivate: [] } });
    admin = await signIn(t.app, 'admin');
    cas = await startCasProxy('http://127.0.0.1:9/cas');
    idp = await startOidcServer(
      { 'u-1001': { name: '李明轩', preferredUsername: 'student' } },
      { redirectUris: ['http://campus.test/app/dashboard'] },
    );
    wecom = await startWecomServer({ LiMingXuan: { name: '李明轩', mobile: '13900000002' } });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([cas.close(), idp.close(), wecom.close()]);
  });

  const save = (body: Record<string, unknown>, lang = 'en-US') =>
    post<SsoProviderAdminView>(t.app, '/sso/provider/save', body, {
      ...admin.headers,
      'accept-language': lang,
    });

  /**
   * Stores a provider as an earlier configuration (or a DNS change) left it: saved with a name
   * that does not resolve (not refused when saved), then pointed at the inside address.
   */
  async function stored(kind: string, field: string, settings: Record<string, unknown>, secret?: string) {
    const saved = await save({
      kind,
      name: kind,
      enabled: true,
      settings: { ...settings, [field]: 'https://sso.campus.invalid' },
      secret,
    });
    expect(saved.body.state, saved.body.message).toBe(200);
    await t.app.database.db
      .updateTable('ssoProvider')
      .set({ settings: JSON.stringify({ ...saved.body.data.settings, ...settings }) })
      .where('id', '=', saved.body.data.id)
      .execute();
    return saved.body.data;
  }

  it('refuses to save loopback, private, link-local and mapped addresses, naming the field', async () => {
    const port = new URL(cas.url).port;
    for (const serverUrl of [
      `http://127.0.0.1:${port}/cas`,
      `http://localhost:${port}/cas`,
      `http://[::1]:${port}/cas`,
      `http://[::ffff:127.0.0.1]:${port}/cas`,
      'http://10.0.0.8/cas',
      'http://169.254.169.254/latest',
      'http://100.64.1.2/cas',
      'http://[fd00::8]/cas',
      'http://0.0.0.0/cas',
    ]) {
      const r = await save({ kind: 'cas', name: 'CAS', enabled: true, settings: { serverUrl } });
      expect(r.status, serverUrl).toBe(400);
      expect(r.body.message, serverUrl).toContain('settings.serverUrl');
      expect(r.body.message, serverUrl).toContain('private network or this machine');
      expect(r.body.message).not.toMatch(/at |Error/);
    }
    const oidc = await save({
      kind: 'oidc',
      name: 'OIDC',
      enabled: true,
      settings: { issuer: idp.issuer, clientId: 'x' },
      secret: 's',
    });
    expect(oidc.status).toBe(400);
    expect(oidc.body.message).toContain('settings.issuer');
    const messenger = await save(
      {
        kind: 'wecom',
        name: '企业微信',
        enabled: true,
        settings: { apiBase: wecom.apiBase, corpId: wecom.appId, agentId: '1000002' },
        secret: wecom.secret,
      },
      'zh-CN',
    );
    expect(messenger.status).toBe(400);
    expect(messenger.body.message).toContain('settings.apiBase');
    expect(messenger.body.message).toContain('位于内网或本机');
    expect(await t.app.database.db.selectFrom('ssoProvider').selectAll().execute()).toEqual([]);
  });

  it('refuses at sign-in a messenger API on an inside address: the secret is never sent there', async () => {
    const provider = await stored(
      'wecom',
      'apiBase',
      { apiBase: wecom.apiBase, corpId: wecom.appId, agentId: '1000002' },
      wecom.secret,
    );
    const r = await post(t.app, `/user/login/wecom/apply?code=${wecom.issueCode('LiMingXuan')}`);
    expect(r.body.state).toBe(502);
    expect(r.body.message).toBe(
      "The sign-in server's address 127.0.0.1 is on a private network or this machine, which the server may not reach (server setting OUTBOUND_ALLOW_PRIVATE); please contact the school's administrator",
    );
    expect(wecom.tokensIssued()).toBe(0);
    await post(t.app, `/sso/provider/remove?id=${provider.id}`, undefined, admin.headers);
  });

  it('refuses at sign-in a CAS server or an OIDC issuer on an inside address, asking it nothing', async () => {
    const casProvider = await stored('cas', 'serverUrl', { serverUrl: cas.url });
    // The round trip as a browser makes it (started here, so its binding cookie is held).
    const browser = cookieJar();
    const start = await post<{ url: string }>(t.app, '/sso/login/cas10/authorize', {
      providerId: casProvider.id,
      origin: 'http://campus.test',
      target: '/dashboard',
    });
    expect(start.body.state, start.body.message).toBe(200);
    browser.keep(start.response);
    const service = new URL(start.body.data.url).searchParams.get('service')!;
    const r = await post(
      t.app,
      '/sso/login/cas10/apply',
      { ticket: 'ST-1-inside', serviceUrl: service },
      browser.headers(),
    );
    expect(r.body.state).toBe(504);
    expect(cas.validations).toEqual([]);

    const oidcProvider = await stored(
      'oidc',
      'issuer',
      { issuer: idp.issuer, clientId: idp.clientId },
      idp.clientSecret,
    );
    const started = await post(t.app, '/sso/login/oidc/authorize', {
      providerId: oidcProvider.id,
      origin: 'http://campus.test',
      target: '/my/index',
    });
    expect(started.body.state).toBe(504);
  });
});
