import { describe, expect, it } from 'vitest';
import {
  afterSingleSignOn,
  casLoginHref,
  entryHref,
  isOidcReturn,
  isTicketReturn,
  pageAfterSignOn,
  serviceUrl,
  withoutTicket,
} from './sso-round-trip';

describe('the single sign-on round trip', () => {
  const service = serviceUrl('https://xg.school.test', '/app/', 'p1', '/my/index?tab=2');

  it('names the provider and the wanted path, hex-encoded, in the service URL', () => {
    expect(service).toBe('https://xg.school.test/app/dashboard?sso=p1&target=2f6d792f696e6465783f7461623d32');
    expect(casLoginHref({ id: 'p1', loginUrl: 'https://cas.test/cas' }, service)).toBe(
      `https://cas.test/cas/login?service=${encodeURIComponent(service)}`,
    );
  });

  it('gives back the very service URL once the ticket is cut off', () => {
    expect(withoutTicket(`${service}&ticket=ST-1-abc`)).toBe(service);
    expect(withoutTicket('https://x.test/app/dashboard?ticket=ST-1&sso=p1')).toBe(
      'https://x.test/app/dashboard?sso=p1',
    );
    expect(withoutTicket('https://x.test/app/dashboard?ticket=ST-1')).toBe('https://x.test/app/dashboard');
  });

  it('recognises a return with a ticket, and goes to the wanted page or the role choice', () => {
    const back = new URL(`${service}&ticket=ST-1`);
    expect(isTicketReturn(back)).toBe(true);
    expect(isTicketReturn(new URL(service))).toBe(false);
    expect(afterSingleSignOn(back)).toBe('/my/index?tab=2');
    expect(afterSingleSignOn(new URL(serviceUrl('https://x', '/app/', 'p1', '/dashboard')))).toBe(
      '/ssologinrole',
    );
    expect(afterSingleSignOn(new URL(serviceUrl('https://x', '/app/', 'p1', '/')))).toBe('/ssologinrole');
  });

  it('never leaves the app, whatever the target says', () => {
    for (const wanted of ['//evil.test/x', 'https://evil.test', '/\\evil.test']) {
      expect(afterSingleSignOn(new URL(serviceUrl('https://x', '/app/', 'p1', wanted)))).toBe(
        '/ssologinrole',
      );
    }
    expect(afterSingleSignOn(new URL('https://x/app/dashboard?sso=p1&target=zz&ticket=1'))).toBe(
      '/ssologinrole',
    );
  });

  it('recognises an OpenID Connect return by its state, and lets others be', () => {
    expect(isOidcReturn(new URL('https://x/app/dashboard?code=c&state=oidc.abc'))).toBe(true);
    expect(isOidcReturn(new URL('https://x/app/dashboard?error=access_denied&state=oidc.abc'))).toBe(true);
    expect(isOidcReturn(new URL('https://x/app/dashboard?code=c&state=wechat'))).toBe(false);
    expect(pageAfterSignOn('/notice/index')).toBe('/notice/index');
    expect(pageAfterSignOn(undefined)).toBe('/ssologinrole');
  });

  it('goes to CAS directly, and asks the server first for OpenID Connect', async () => {
    const context = {
      origin: 'https://x',
      base: '/app/',
      wanted: '/my/index',
      authorizeOidc: async (id: string, origin: string, target: string) =>
        `https://idp/auth#${id}${origin}${target}`,
    };
    const cas = {
      id: 'p1',
      kind: 'cas',
      name: 'CAS',
      tenantId: 't',
      tenantName: 'T',
      loginUrl: 'https://cas',
    } as const;
    expect(await entryHref(cas, context)).toBe(
      casLoginHref(cas, serviceUrl('https://x', '/app/', 'p1', '/my/index')),
    );
    expect(await entryHref({ ...cas, kind: 'oidc', id: 'p2' }, context)).toBe(
      'https://idp/auth#p2https://x/my/index',
    );
  });
});
