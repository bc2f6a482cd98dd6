/**
 * Single sign-on providers (issue 15): what the login screen is told about them (never a secret),
 * and the query parameters of the CAS round trip (SPEC §4.1 step 3) that the web client writes and
 * the server reads. Free of zod, so the sign-in screens can use it without it; the settings a
 * school admin saves are checked by the schemas of ./sso-settings.ts, and the routes' bodies and
 * replies are declared in ./api/oauth2/sso-*.ts (their types are re-exported here, as types only).
 */

export type {
  CasLoginBody,
  CxappLoginBody,
  OidcLoginBody,
  SsoProviderPublic,
  SsoSmsBindBody,
  SsoStartBody,
  /** Starting an OIDC sign-in: the provider, the origin the app runs at, the page wanted. */
  SsoStartBody as OidcStartBody,
  /** Starting a CAS sign-in: the server answers the CAS login address with a service URL of its own. */
  SsoStartBody as CasStartBody,
} from './api/oauth2/sso-sign-in.js';
export type { SsoBinding, SsoSessionView } from './api/oauth2/sso-account.js';
export type { SsoProviderAdminView } from './api/oauth2/sso-providers.js';

// Apart, because the declarations whose types this file re-exports name the kinds too.
import { MESSENGER_KINDS, type MessengerKind } from './sso-kinds.js';
export { MESSENGER_KINDS, SSO_KINDS, type MessengerKind, type SsoKind } from './sso-kinds.js';

/** The service URL's parameters: the provider, and the wanted path hex-encoded (SPEC §4.1 step 3). */
export const SSO_PROVIDER_PARAM = 'sso';
export const SSO_TARGET_PARAM = 'target';
export const CAS_TICKET_PARAM = 'ticket';
/** The page below the base path a round trip comes back to (CAS service URL, OIDC redirect URI). */
export const SSO_RETURN_PATH = 'dashboard';
/** OIDC states start so, telling our code-flow return apart from other `code` and `state` queries. */
export const OIDC_STATE_PREFIX = 'oidc.';
/**
 * The service URL's round-trip id (CAS): the server puts it there when the sign-in starts, and
 * takes the ticket only from the browser holding that round trip's cookie (no login forgery).
 */
export const SSO_FLOW_PARAM = 'flow';
/** Where the identity provider sends the browser after signing the person out. */
export const SSO_LOGOUT_RETURN_PATH = 'login';

/**
 * The state of a messenger's authorization request: letters and digits only, at most 128 bytes
 * (WeChat's and WeCom's documented rule; Feishu takes any): the kind, `Z`, the provider id, `Z`
 * and the requesting tab's nonce (32 hex digits), e.g. `wecomZ1234Z0f3a...`.
 */
export function messengerState(kind: MessengerKind, providerId: string, nonce: string): string {
  if (!/^[A-Za-z0-9]{1,64}$/.test(providerId) || !/^[0-9a-f]{32}$/.test(nonce))
    throw new Error('a messenger state takes a letters-and-digits provider id and a 32-hex nonce');
  return `${kind}Z${providerId}Z${nonce}`;
}

const MESSENGER_STATE = new RegExp(`^(${MESSENGER_KINDS.join('|')})Z([A-Za-z0-9]{1,64})Z([0-9a-f]{32})$`);

/** The parts of a messenger state, or undefined for any other text. */
export function parseMessengerState(
  state: string,
): { kind: MessengerKind; providerId: string; nonce: string } | undefined {
  const match = MESSENGER_STATE.exec(state);
  if (!match) return undefined;
  return { kind: match[1] as MessengerKind, providerId: match[2]!, nonce: match[3]! };
}

/** '/my/index?x=1' -> '2f6d792f...': the wanted path survives the trip through the CAS server intact. */
export function hexEncode(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The inverse of hexEncode; undefined for anything that is not whole hex bytes of UTF-8. */
export function hexDecode(hex: string): string | undefined {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
