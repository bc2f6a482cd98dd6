import {
  CAS_TICKET_PARAM,
  hexDecode,
  OIDC_STATE_PREFIX,
  SSO_PROVIDER_PARAM,
  SSO_TARGET_PARAM,
  type OidcStartBody,
  type SsoProviderPublic,
} from '@campus/contract';
import { redirectTarget } from './redirect-target';

/**
 * The single sign-on round trips of SPEC §4.1 step 3, as addresses: where the browser goes to sign
 * in, the address it comes back to (a page of this app), and what the app makes of it then. The
 * server starts both kinds (issue 25), binding the round trip to this browser with a cookie:
 * - CAS: the server makes the service URL (the provider, the wanted path hex-encoded, a one-off
 *   round-trip id); the CAS server appends the ticket.
 * - OpenID Connect: the server makes the request (state, nonce, PKCE) and keeps the wanted path;
 *   the issuer comes back with a code (or an error) and a state that starts with `oidc.`.
 */

/** The screen after a sign-in cancelled at the identity provider (a way back to the login). */
export const SSO_CANCELLED_PATH = '/ssocancelled';

/** The parameters an OpenID Connect return brings (RFC 6749 §4.1.2, RFC 9207, session management). */
const OIDC_RETURN_PARAMS = [
  'code',
  'state',
  'iss',
  'session_state',
  'error',
  'error_description',
  'error_uri',
];

export interface EntryContext {
  origin: string;
  wanted: string;
  /** Asks the server to start a sign-in; resolves to where the browser goes. */
  authorize(kind: 'cas' | 'oidc', body: OidcStartBody): Promise<string>;
}

/** Providers a browser signs in with by going there (CAS, OIDC); messengers sign in inside their app. */
export function isBrowserProvider(provider: Pick<SsoProviderPublic, 'kind'>): boolean {
  return provider.kind === 'cas' || provider.kind === 'oidc';
}

/** Where the browser goes to sign in with a provider, the wanted page riding along. */
export async function entryHref(provider: SsoProviderPublic, context: EntryContext): Promise<string> {
  if (provider.kind !== 'cas' && provider.kind !== 'oidc')
    throw new Error(`${provider.kind} is not signed in with by going there`);
  return context.authorize(provider.kind, {
    providerId: provider.id,
    origin: context.origin,
    target: context.wanted,
  });
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

/** The page a CAS round trip was started for (its hex-encoded target), or '/': none of its parameters. */
export function wantedBeforeTicket(url: URL): string {
  return redirectTarget(hexDecode(url.searchParams.get(SSO_TARGET_PARAM) ?? ''), '/');
}

/** A path without what an OpenID Connect return brought (code, state, error, ...). */
export function withoutOidcReturn(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'http://app.invalid');
  for (const name of OIDC_RETURN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
