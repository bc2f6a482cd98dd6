import { describe, expect, it } from 'vitest';
import { hexEncode } from '@campus/contract';
import {
  afterSingleSignOn,
  entryHref,
  isOidcReturn,
  isTicketReturn,
  pageAfterSignOn,
  wantedBeforeTicket,
  withoutOidcReturn,
  withoutTicket,
} from './sso-round-trip';

/** A service URL as the server makes it (the provider, the wanted path hex-encoded, the round trip). */
const serviceUrl = (origin: string, providerId: string, wanted: string) =>
  `${origin}/app/dashboard?sso=${providerId}&target=${hexEncode(wanted)}&flow=f1`;

describe('the single sign-on round trip', () => {
  const service = serviceUrl('https://xg.school.test', 'p1', '/my/index?tab=2');

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
    expect(afterSingleSignOn(new URL(serviceUrl('https://x', 'p1', '/dashboard')))).toBe('/ssologinrole');
    expect(afterSingleSignOn(new URL(serviceUrl('https://x', 'p1', '/')))).toBe('/ssologinrole');
  });

  it('never leaves the app, whatever the target says', () => {
    for (const wanted of ['//evil.test/x', 'https://evil.test', '/\\evil.test']) {
      expect(afterSingleSignOn(new URL(serviceUrl('https://x', 'p1', wanted)))).toBe('/ssologinrole');
      expect(wantedBeforeTicket(new URL(serviceUrl('https://x', 'p1', wanted)))).toBe('/');
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

  it('asks the server to start either kind: it makes the address (and binds it to this browser)', async () => {
    const asked: string[] = [];
    const context = {
      origin: 'https://x',
      wanted: '/my/index',
      authorize: async (
        kind: 'cas' | 'oidc',
        body: { providerId: string; origin: string; target: string },
      ) => {
        asked.push(`${kind} ${body.providerId} ${body.origin} ${body.target}`);
        return `https://${kind}/login`;
      },
    };
    const cas = { id: 'p1', kind: 'cas', name: 'CAS', tenantId: 't', tenantName: 'T' } as const;
    expect(await entryHref(cas, context)).toBe('https://cas/login');
    expect(await entryHref({ ...cas, kind: 'oidc', id: 'p2' }, context)).toBe('https://oidc/login');
    expect(asked).toEqual(['cas p1 https://x /my/index', 'oidc p2 https://x /my/index']);
  });

  it('knows the page wanted before a return, without its one-time parameters', () => {
    expect(wantedBeforeTicket(new URL(`${service}&ticket=ST-1`))).toBe('/my/index?tab=2');
    expect(
      withoutOidcReturn('/dashboard?code=c&state=oidc.1&iss=https%3A%2F%2Fi&session_state=s&tab=2'),
    ).toBe('/dashboard?tab=2');
    expect(withoutOidcReturn('/dashboard?error=access_denied&error_description=x&state=oidc.1')).toBe(
      '/dashboard',
    );
  });
});
