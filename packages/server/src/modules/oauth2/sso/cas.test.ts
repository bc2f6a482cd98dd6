import { hexEncode, type SsoProviderAdminView, type SsoProviderPublic } from '@campus/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { startCasProxy, type CasProxy } from '../../../test/cas-proxy.js';
import { startCasServer, type CasTestServer } from '../../../test/cas-server.js';
import { cookieJar, type CookieJar } from '../../../test/cookie-jar.js';
import { get, post, roundTripCookie, tokenHeader } from '../test-helpers.js';

/**
 * CAS sign-in (issue 15, SPEC §4.1 step 3) against a real CAS server started here (Debian's
 * django-cas-server, test/cas-server.ts), behind a small proxy that lists the validations it is
 * asked and can spoil one reply (test/cas-proxy.ts): tickets single use, bound to their service,
 * the service always one of the app's own pages and bound to the browser that started the round
 * trip, people matched by account, and signing out of the app signs out at the CAS server.
 */

/** Catches the single-logout requests the CAS server posts (the app under test is not on a port). */
async function startLogoutCatcher() {
  const posted: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posted.push(body);
      response.end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/slo`,
    posted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  uid: string;
  uaccount: string;
  tenantId: string;
}

describe('CAS sign-in', () => {
  let t: TestApp;
  let cas: CasTestServer;
  let proxy: CasProxy;
  let catcher: Awaited<ReturnType<typeof startLogoutCatcher>>;
  let admin: SignedIn;
  let provider: SsoProviderAdminView;

  const saveCas = async (settings: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const r = await post<SsoProviderAdminView>(
      t.app,
      '/sso/provider/save',
      { id: provider?.id, kind: 'cas', name: '统一身份认证', enabled: true, settings, ...extra },
      admin.headers,
    );
    expect(r.body.state, r.body.message).toBe(200);
    provider = r.body.data;
    return provider;
  };
  /** A service URL written by hand, as one made elsewhere would be. */
  const serviceFor = (wanted = '/dashboard', origin = 'http://campus.test') =>
    `${origin}/app/dashboard?sso=${provider.id}&target=${hexEncode(wanted)}`;
  /** The person's browser: the cookies the app set at the start come back with the ticket. */
  let browser: CookieJar;
  /** The login screen's button: the server answers where to go, the service URL in it. */
  const startAt = async (wanted = '/dashboard', jar = browser, origin = 'http://campus.test') => {
    const r = await post<{ url: string }>(t.app, '/sso/login/cas10/authorize', {
      providerId: provider.id,
      origin,
      target: wanted,
    });
    expect(r.body.state, r.body.message).toBe(200);
    jar.keep(r.response);
    return new URL(r.body.data.url).searchParams.get('service')!;
  };
  const apply = async (body: Record<string, unknown>, jar = browser) => {
    const r = await post<Tokens>(t.app, '/sso/login/cas10/apply', body, jar.headers());
    jar.keep(r.response);
    return r;
  };
  /** A ticket for the service, from the CAS server's login page. */
  const ticketFor = async (user: string, service: string) => (await cas.signIn(service, user)).ticket;
  /** What the browser posts, as the app does: the address the CAS server sent it to, without the ticket. */
  const cameBackTo = (location: string) => location.replace(/[?&]ticket=[^&]*/, '');
  const signInAs = async (user: string, wanted = '/dashboard') => {
    const back = await cas.signIn(await startAt(wanted), user);
    return apply({ ticket: back.ticket, serviceUrl: cameBackTo(back.location) });
  };

  beforeEach(() => {
    browser = cookieJar();
  });

  beforeAll(async () => {
    t = await createTestApp();
    catcher = await startLogoutCatcher();
    cas = await startCasServer(
      {
        student: {
          password: 'x',
          attributes: { employeeNumber: 'counsellor', cn: '李明轩', memberOf: ['a', 'b'] },
        },
        stranger: { password: 'x', attributes: { cn: '新同学' } },
        hbstudent: { password: 'x' },
      },
      {
        services: [
          { pattern: '^http://campus\\.test/app/', singleLogout: true, logoutCallback: catcher.url },
        ],
      },
    );
    proxy = await startCasProxy(cas.url);
    admin = await signIn(t.app, 'admin');
    await saveCas({ serverUrl: `${proxy.url}/`, version: '3.0' });
  });
  afterAll(async () => {
    await t.close();
    await proxy?.close();
    await cas?.close();
    await catcher?.close();
  });

  it('lists the enabled provider for the login screen, with where to sign in and nothing secret', async () => {
    const r = await get<SsoProviderPublic[]>(t.app, '/sso/providers');
    expect(r.body.state).toBe(200);
    expect(r.body.data).toEqual([
      {
        id: provider.id,
        kind: 'cas',
        name: '统一身份认证',
        tenantId: admin.tenantId,
        tenantName: expect.any(String),
        loginUrl: proxy.url,
      },
    ]);
  });

  it('signs a known person in with a ticket, once; the session acts with all roles', async () => {
    const service = await startAt('/my/index');
    const ticket = await ticketFor('student', service);
    const r = await apply({ ticket, serviceUrl: service, casServerUrl: proxy.url, pgtUrl: '' });
    expect(r.body.state, r.body.message).toBe(200);
    expect(r.body.data.uaccount).toBe('student');
    expect(r.body.data.tenantId).toBe(admin.tenantId);
    const context = await post<{ currentRoleId: string; user: { account: string } }>(
      t.app,
      '/user/context',
      undefined,
      tokenHeader(r.body.data.access_token),
    );
    expect(context.body.data.user.account).toBe('student');
    expect(context.body.data.currentRoleId).toBe('ALL');
    // The 3.0 validation endpoint was asked, with the very service URL.
    expect(proxy.validations.at(-1)).toBe(
      `/cas/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`,
    );

    const asked = proxy.validations.length;
    const again = await apply({ ticket, serviceUrl: service });
    expect(again.body.state).toBe(6020201);
    expect(again.body.message).toBe('This ticket has already been used; please sign in again');
    expect(proxy.validations.length).toBe(asked); // refused before asking the CAS server
  });

  it('passes on the CAS server refusals: an unknown ticket, a ticket of another service', async () => {
    const bogus = await apply({ ticket: 'ST-1-bogus', serviceUrl: await startAt() });
    expect(bogus.body.state).toBe(6020201);
    expect(bogus.body.message).toContain('(INVALID_TICKET)');

    const ticket = await ticketFor('student', await startAt('/a'));
    const other = await apply({ ticket, serviceUrl: await startAt('/b') });
    expect(other.body.state).toBe(6020201);
    expect(other.body.message).toContain('(INVALID_SERVICE)');
  });

  it('never accepts a service outside the app, and never asks the CAS server about one', async () => {
    const asked = proxy.validations.length;
    for (const serviceUrl of [
      serviceFor('/dashboard', 'http://evil.test'),
      `http://campus.test/other/?sso=${provider.id}`,
      `http://user:pw@campus.test/app/?sso=${provider.id}`,
      'not a url',
    ]) {
      const r = await apply({ ticket: 'ST-1-never-issued', serviceUrl });
      expect(r.body.state, serviceUrl).toBe(6020201);
      expect(r.body.message).toContain('is not this app');
    }
    expect(proxy.validations.length).toBe(asked);
  });

  it('asks only the configured CAS server', async () => {
    const service = await startAt();
    const r = await apply({
      ticket: await ticketFor('student', service),
      serviceUrl: service,
      casServerUrl: 'http://evil.test/cas',
    });
    expect(r.body.state).toBe(6020201);
    expect(r.body.message).toContain('differs from the one the school configured');
  });

  it('refuses an unknown person with a clear message and makes no account', async () => {
    const r = await signInAs('stranger');
    expect(r.body.state).toBe(6020112);
    expect(r.body.message).toMatch(/^The account stranger has not been opened at .+; please contact/);
    expect(
      await t.app.database.db.selectFrom('appUser').where('account', '=', 'stranger').select('id').execute(),
    ).toEqual([]);
  });

  it('refuses a person of another school only, even with the same account name', async () => {
    const r = await signInAs('hbstudent');
    expect(r.body.state).toBe(6020112);
  });

  it('reads the account from a configured attribute (CAS 3.0)', async () => {
    await saveCas({ serverUrl: proxy.url, version: '3.0', accountAttribute: 'employeeNumber' });
    const r = await signInAs('student');
    expect(r.body.state, r.body.message).toBe(200);
    expect(r.body.data.uaccount).toBe('counsellor');
    const missing = await signInAs('hbstudent');
    expect(missing.body.state).toBe(6020112);
    expect(missing.body.message).toContain('attribute employeeNumber');
  });

  it('validates with serviceValidate on CAS 2.0, which releases no attributes', async () => {
    await saveCas({ serverUrl: proxy.url, version: '2.0' });
    const r = await signInAs('student');
    expect(r.body.state, r.body.message).toBe(200);
    expect(proxy.validations.at(-1)).toMatch(/^\/cas\/serviceValidate\?/);
  });

  it('makes an account for an unknown person only when the school says so', async () => {
    await saveCas({ serverUrl: proxy.url, version: '3.0', autoCreate: true, nameAttribute: 'cn' });
    const r = await signInAs('stranger');
    expect(r.body.state, r.body.message).toBe(200);
    const user = await t.app.database.db
      .selectFrom('appUser')
      .innerJoin('tenantMember', 'tenantMember.userId', 'appUser.id')
      .select(['appUser.fullname', 'tenantMember.tenantId', 'tenantMember.kind'])
      .where('account', '=', 'stranger')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ fullname: '新同学', tenantId: admin.tenantId, kind: 'student' });
    await saveCas({ serverUrl: proxy.url, version: '3.0' });
  });

  it('ends the session when the CAS server posts a single-logout request', async () => {
    const service = await startAt();
    const atCas = await cas.signIn(service, 'student');
    const r = await apply({ ticket: atCas.ticket, serviceUrl: service });
    expect(r.body.state).toBe(200);
    const headers = tokenHeader(r.body.data.access_token);
    expect((await post(t.app, '/user/context', undefined, headers)).body.state).toBe(200);

    // The person signs out at the CAS server, which posts its logout request; handed to the app
    // at the service URL as the CAS server would post it there.
    const before = catcher.posted.length;
    await atCas.logout();
    expect(catcher.posted.length).toBe(before + 1);
    const logout = await t.app.inject({
      method: 'POST',
      url: new URL(service).pathname + new URL(service).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: catcher.posted.at(-1)!,
    });
    expect(logout.statusCode).toBe(200);
    expect((await post(t.app, '/user/context', undefined, headers)).body.state).toBe(6020201);

    // A post without a logout request is not a page.
    const junk = await t.app.inject({
      method: 'POST',
      url: '/app/dashboard',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(junk.statusCode).toBe(404);
  });

  it('answers clearly when the CAS server cannot be reached', async () => {
    await saveCas({ serverUrl: 'http://127.0.0.1:9/cas', version: '3.0' });
    const service = await startAt();
    const r = await apply({ ticket: 'ST-2-unreachable', serviceUrl: service });
    expect(r.body.state).toBe(504);
    expect(r.body.message).toBe('The central sign-in server cannot be reached; please try again later');
    await saveCas({ serverUrl: proxy.url, version: '3.0' });
  });

  it('refuses a provider that is turned off', async () => {
    const service = await startAt();
    const ticket = await ticketFor('student', service);
    await saveCas({ serverUrl: proxy.url, version: '3.0' }, { enabled: false });
    expect((await get<SsoProviderPublic[]>(t.app, '/sso/providers')).body.data).toEqual([]);
    const r = await apply({ ticket, serviceUrl: service });
    expect(r.body.state).toBe(6020202);
    expect(r.body.message).toBe('This way of signing in is not turned on');
    await saveCas({ serverUrl: proxy.url, version: '3.0' }, { enabled: true });
  });

  it('checks the body: a ticket is required and has the ticket alphabet', async () => {
    const r = await apply({ ticket: '<script>', serviceUrl: serviceFor() });
    expect(r.body.state).toBe(400);
    expect(r.body.message).toContain('ticket');
    expect((await apply({ serviceUrl: serviceFor() })).body.message).toContain('ticket');
    const start = await post(t.app, '/sso/login/cas10/authorize', { providerId: provider.id });
    expect(start.body.state).toBe(400);
    expect(start.body.message).toContain('origin');
  });

  it('is reachable in single mode too, the browser binding with it', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login/cas10/authorize',
      payload: { providerId: provider.id, origin: 'http://campus.test', target: '/' },
    });
    expect(started.cookies).toEqual([expect.objectContaining({ path: '/api/sso/login' })]);
    const service = new URL(started.json<{ data: { url: string } }>().data.url).searchParams.get('service')!;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login/cas10/apply',
      headers: { cookie: started.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      payload: { ticket: await ticketFor('student', service), serviceUrl: service },
    });
    expect(r.json<{ state: number }>().state).toBe(200);
  });

  it('starts the round trip with a service URL of its own: the provider, the page wanted, the browser', async () => {
    const started = await post<{ url: string }>(t.app, '/sso/login/cas10/authorize', {
      providerId: provider.id,
      origin: 'http://campus.test',
      target: '/my/index',
    });
    const login = new URL(started.body.data.url);
    expect(`${login.origin}${login.pathname}`).toBe(`${proxy.url}/login`);
    const service = new URL(login.searchParams.get('service')!);
    expect(`${service.origin}${service.pathname}`).toBe('http://campus.test/app/dashboard');
    expect(service.searchParams.get('sso')).toBe(provider.id);
    expect(service.searchParams.get('target')).toBe(hexEncode('/my/index'));
    expect(service.searchParams.get('flow')).toMatch(/^[\w-]{22,}$/);
    // In alphabetical order, so that a CAS server that sorts them (django-cas-server does) gives
    // back the very service URL the ticket was issued for.
    expect([...service.searchParams.keys()]).toEqual(['flow', 'sso', 'target']);
    const back = await cas.signIn(service.href, 'student');
    expect(cameBackTo(back.location)).toBe(service.href);
    // The browser keeps a short-lived, script-proof cookie for it, sent only to the sign-in routes.
    expect(started.response.cookies).toEqual([roundTripCookie()]);
    const foreign = await post(t.app, '/sso/login/cas10/authorize', {
      providerId: provider.id,
      origin: 'http://evil.test',
      target: '/',
    });
    expect(foreign.body.message).toContain('is not this app');
  });

  it('takes a ticket only in the browser that started the round trip (no login forgery)', async () => {
    // Someone signs in at the CAS server as themselves and keeps the address it sends back...
    const attacker = cookieJar();
    const service = await startAt('/my/index', attacker);
    const ticket = await ticketFor('student', service);
    const asked = proxy.validations.length;
    // ...and sends it to a person whose browser never started a sign-in, or started its own.
    const fresh = await apply({ ticket, serviceUrl: service }, cookieJar());
    expect(fresh.body.state).toBe(6020201);
    expect(fresh.body.message).toBe(
      'This sign-in was not started in this browser; please sign in again here',
    );
    const victim = cookieJar();
    await startAt('/my/index', victim);
    const other = await apply({ ticket, serviceUrl: service }, victim);
    expect(other.body.message).toBe(
      'This sign-in was not started in this browser; please sign in again here',
    );
    // A service URL the app did not make (no browser binding) is refused alike.
    const handMade = serviceFor();
    const unbound = await apply({ ticket: await ticketFor('student', handMade), serviceUrl: handMade });
    expect(unbound.body.message).toBe(
      'This sign-in was not started in this browser; please sign in again here',
    );
    // None of it reached the CAS server; the ticket still works where it was meant to.
    expect(proxy.validations.length).toBe(asked);
    expect((await apply({ ticket, serviceUrl: service }, attacker)).body.state).toBe(200);
  });

  it('keeps a ticket good when its validation got no CAS answer (a gateway error page): the retry signs in', async () => {
    const service = await startAt();
    const ticket = await ticketFor('student', service);
    proxy.failNext('<html><body><h1>502 Bad Gateway</h1></body></html>');
    const failed = await apply({ ticket, serviceUrl: service });
    expect(failed.body.state).toBe(504);
    expect(failed.body.message).toBe("The central sign-in server's reply could not be read");
    // The CAS server never saw the ticket: it is still good, and the retry signs in.
    const retried = await apply({ ticket, serviceUrl: service });
    expect(retried.body.state, retried.body.message).toBe(200);
    const replayed = await apply({ ticket, serviceUrl: service });
    expect(replayed.body.message).toBe('This ticket has already been used; please sign in again');
  });

  it('signs in at most once with two validations of one ticket at once, even if the CAS server says yes to both', async () => {
    const service = await startAt();
    const ticket = await ticketFor('student', service);
    // Both answered only when both have arrived: they are in flight together on any machine.
    proxy.shareReplies(2);
    try {
      const replies = await Promise.all([
        apply({ ticket, serviceUrl: service }),
        apply({ ticket, serviceUrl: service }),
      ]);
      expect(replies.map((r) => r.body.state).sort()).toEqual([200, 6020201]);
      expect(replies.find((r) => r.body.state !== 200)!.body.message).toBe(
        'This ticket has already been used; please sign in again',
      );
      // Both were validated: the CAS server's answer alone did not stop the second.
      expect(proxy.validations.filter((v) => v.includes(encodeURIComponent(ticket)))).toHaveLength(2);
    } finally {
      proxy.shareReplies(0);
    }
  });

  it('signs out at the CAS server too when the person signs out of the app', async () => {
    const service = await startAt();
    const atCas = await cas.signIn(service, 'student');
    const r = await apply({ ticket: atCas.ticket, serviceUrl: service });
    expect(r.body.state, r.body.message).toBe(200);
    const token = r.body.data.access_token;
    // While the CAS server keeps the sign-in, another round trip needs no password.
    await expect(atCas.again(await startAt())).resolves.toMatchObject({ ticket: expect.any(String) });

    const session = await post(t.app, '/sso/session/query', undefined, tokenHeader(token));
    expect(session.body.data).toEqual({ providerId: provider.id, kind: 'cas', name: '统一身份认证' });

    const out = await post<boolean>(t.app, `/user/logout?access_token=${token}`);
    expect(out.body.state).toBe(200);
    expect(out.body.variables.ssoLogout).toBe(
      `${proxy.url}/logout?service=${encodeURIComponent('http://campus.test/app/login')}`,
    );
    // The CAS server ends its sign-in and sends the browser back to the app's login screen.
    expect(await atCas.visit(out.body.variables.ssoLogout as string)).toBe('http://campus.test/app/login');
    await expect(atCas.again(await startAt())).rejects.toThrow(/no ticket/);
  });
});
