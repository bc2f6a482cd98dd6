import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../../../core/auth/secrets.js';

/**
 * Ties a single sign-on round trip to the browser that started it (issue 25: login forgery).
 * Without it, someone could sign in at the identity provider as themselves, keep the address the
 * provider sends back (an OIDC code and state, a CAS ticket) and hand it to someone else, whose
 * fresh browser would then be signed in as them. So the reply that starts a round trip sets a
 * cookie for it: short-lived, HttpOnly (no script reads it), SameSite=Lax (no other site's form
 * sends it), sent only to the sign-in routes; its value is a proof made of the round trip's secrets
 * (the OIDC state and PKCE verifier; the CAS service URL with its one-off id). The return is taken
 * only with that cookie. One cookie per round trip, named after its id, so sign-ins started in
 * two tabs each come back; each expires once its return is used, or after ten minutes.
 *
 * The messenger sign-ins keep such a value in the tab (session storage) instead: their state never
 * reaches this server, while these round trips start here, where an HttpOnly cookie is out of any
 * script's reach.
 */

/** As long as the provider's round trip may take (the OIDC state lives as long). */
export const BINDING_TTL_S = 10 * 60;
const COOKIE_PREFIX = 'campus_sso_';

/** The proof a round trip's cookie holds: a hash of its secrets, in order. */
export function bindingProof(...secrets: string[]): string {
  return sha256(secrets.join('\n'));
}

/** One cookie per round trip, named after a hash of its public id (the state, the flow id). */
const cookieName = (roundTripId: string) => `${COOKIE_PREFIX}${sha256(roundTripId).slice(0, 20)}`;

/**
 * The sign-in routes' common path (`/api/oauth2/v3/sso/login` or, in single mode, `/api/sso/login`):
 * the cookie goes there only, never with the app's other requests.
 */
function cookiePath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  const at = path.indexOf('/sso/login/');
  return at < 0 ? '/' : path.slice(0, at + '/sso/login'.length);
}

function setCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  name: string,
  value: string,
  maxAgeS: number,
  secure: boolean,
) {
  const attributes = [
    `${name}=${value}`,
    `Path=${cookiePath(request)}`,
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Sets the round trip's cookie on the reply that starts it. `secure` when the app's address is
 * https (the cookie then never travels over plain http).
 */
export function bindToBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  roundTripId: string,
  proof: string,
  secure: boolean,
): void {
  setCookie(reply, request, cookieName(roundTripId), proof, BINDING_TTL_S, secure);
}

/** Whether the return comes from the browser that started the round trip: its cookie holds the proof. */
export function cameBackToStarter(request: FastifyRequest, roundTripId: string, proof: string): boolean {
  const held = cookieOf(request, cookieName(roundTripId));
  if (held === undefined) return false;
  const a = Buffer.from(held);
  const b = Buffer.from(proof);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Expires the round trip's cookie: once its return has been used (an OIDC state is single use; a
 * CAS ticket has signed in). A CAS return that failed on the way (the CAS server's reply did not
 * arrive) keeps it, so that the same ticket can be tried again.
 */
export function forgetRoundTrip(
  request: FastifyRequest,
  reply: FastifyReply,
  roundTripId: string,
  secure: boolean,
): void {
  setCookie(reply, request, cookieName(roundTripId), '', 0, secure);
}
