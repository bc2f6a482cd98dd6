import {
  CAS_TICKET_PARAM,
  hexDecode,
  hexEncode,
  OIDC_STATE_PREFIX,
  SSO_PROVIDER_PARAM,
  SSO_RETURN_PATH,
  SSO_TARGET_PARAM,
  type SsoProviderPublic,
} from '@campus/contract';
import { redirectTarget } from './redirect-target';

/**
 * The single sign-on round trips of SPEC §4.1 step 3, as addresses: where the browser goes to sign
 * in, the address it comes back to (a page of this app), and what the app makes of it then.
 * - CAS: the service URL names the provider and the wanted path, hex-encoded; the CAS server
 *   appends the ticket.
 * - OpenID Connect: the server starts the request (state, nonce, PKCE) and keeps the wanted path;
 *   the issuer comes back with a code and a state that starts with `oidc.`.
 */

/** e.g. https://xg.school.edu.cn/app/dashboard?sso=123&target=2f6d792f696e646578 */
export function serviceUrl(origin: string, base: string, providerId: string, wanted: string): string {
  const params = new URLSearchParams({
    [SSO_PROVIDER_PARAM]: providerId,
    [SSO_TARGET_PARAM]: hexEncode(wanted),
  });
  return `${origin}${base}${SSO_RETURN_PATH}?${params.toString()}`;
}

/** Where the browser goes to sign in at a CAS server. */
export function casLoginHref(provider: Pick<SsoProviderPublic, 'id' | 'loginUrl'>, service: string): string {
  return `${provider.loginUrl ?? ''}/login?service=${encodeURIComponent(service)}`;
}

export interface EntryContext {
  origin: string;
  base: string;
  wanted: string;
  /** Asks the server to start an OIDC sign-in; resolves to the issuer's address. */
  authorizeOidc(providerId: string, origin: string, target: string): Promise<string>;
}

/** Providers a browser signs in with by going there (CAS, OIDC); messengers sign in inside their app. */
export function isBrowserProvider(provider: Pick<SsoProviderPublic, 'kind'>): boolean {
  return provider.kind === 'cas' || provider.kind === 'oidc';
}

/** Where the browser goes to sign in with a provider, the wanted page riding along. */
export async function entryHref(provider: SsoProviderPublic, context: EntryContext): Promise<string> {
  if (provider.kind === 'cas')
    return casLoginHref(provider, serviceUrl(context.origin, context.base, provider.id, context.wanted));
  return context.authorizeOidc(provider.id, context.origin, context.wanted);
}

/** The service URL a ticket was issued for: the address as it came back, without the ticket. */
export function withoutTicket(href: string): string {
  // Cut by hand rather than re-serialised: the CAS server compares the service URL byte for byte.
  return href.replace(
    new RegExp(`([?&])${CAS_TICKET_PARAM}=[^&#]*(&?)`),
    (_match, lead: string, tail: string) => (tail ? lead : ''),
  );
}

/** Whether an address is a CAS round trip coming back with a ticket. */
export function isTicketReturn(url: URL): boolean {
  return Boolean(url.searchParams.get(CAS_TICKET_PARAM) && url.searchParams.get(SSO_PROVIDER_PARAM));
}

/** Whether an address is an OpenID Connect round trip coming back with a code (or an error). */
export function isOidcReturn(url: URL): boolean {
  return (
    (url.searchParams.get('state') ?? '').startsWith(OIDC_STATE_PREFIX) &&
    Boolean(url.searchParams.get('code') || url.searchParams.get('error'))
  );
}

/**
 * Where to go after single sign-on: the wanted path if it names a page (SPEC §4.1 step 3: "if not
 * / or /dashboard"), else the role choice. Only paths inside the app count.
 */
export function pageAfterSignOn(wanted: string | undefined): string {
  const page = redirectTarget(wanted, '/');
  return page === '/' || page === '/dashboard' ? '/ssologinrole' : page;
}

/** The page after a CAS round trip, from the service URL's hex-encoded target. */
export function afterSingleSignOn(url: URL): string {
  return pageAfterSignOn(hexDecode(url.searchParams.get(SSO_TARGET_PARAM) ?? ''));
}
