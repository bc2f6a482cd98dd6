import {
  CAS_TICKET_PARAM,
  hexDecode,
  hexEncode,
  SSO_PROVIDER_PARAM,
  SSO_RETURN_PATH,
  SSO_TARGET_PARAM,
  type SsoProviderPublic,
} from '@campus/contract';
import { redirectTarget } from './redirect-target';

/**
 * The single sign-on round trip of SPEC §4.1 step 3, as addresses: the service URL the provider
 * sends the browser back to (a page of this app naming the provider and the wanted path,
 * hex-encoded), and what the app makes of it on the way back.
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

/**
 * Where to go after single sign-on: the wanted path if it names a page (SPEC §4.1 step 3: "if not
 * / or /dashboard"), else the role choice. Only paths inside the app count.
 */
export function afterSingleSignOn(url: URL): string {
  const wanted = redirectTarget(hexDecode(url.searchParams.get(SSO_TARGET_PARAM) ?? ''), '/');
  return wanted === '/' || wanted === '/dashboard' ? '/ssologinrole' : wanted;
}
