import type { YN } from './types.js';

/** Single sign-on (migrations 0060, 0061, 0062, 0063, 0101). */

export type SsoKindColumn = 'cas' | 'oidc' | 'wecom' | 'dingtalk' | 'feishu' | 'wechat' | 'cxapp';

/** A way of signing in that a school turned on for its tenant; at most one per kind. */
export interface SsoProviderTable {
  id: string;
  tenantId: string;
  kind: SsoKindColumn;
  /** What the login screen's button says, e.g. 统一身份认证. */
  name: string;
  enabled: YN;
  sort: number;
  /** JSON of the kind's settings (contract sso.ts); nothing secret. */
  settings: string;
  /** The client secret (OIDC); never sent to a browser, not even to the admin. */
  secret: string | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * A CAS ticket (SHA-256) once presented: a second presentation is refused before the CAS server
 * is asked. After the sign-in it names the session, which a logout request from the CAS server ends.
 */
export interface SsoTicketTable {
  hash: string;
  providerId: string;
  userId: string | null;
  familyId: string | null;
  createdAt: number;
  expiresAt: number;
}

/** An OpenID Connect authorization request on its way (state hashed; single use, 10 minutes). */
export interface SsoLoginStateTable {
  hash: string;
  providerId: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  /** The page the person wanted, inside the app. */
  target: string;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

/**
 * A person's identity at a provider (a WeCom userid), bound to their account the first time the
 * provider vouched for a mobile number the account holds; unbound by the person in My.
 */
export interface SsoBindingTable {
  providerId: string;
  subject: string;
  userId: string;
  tenantId: string;
  createdAt: number;
}

/**
 * A session (token family) that came from a CAS or OIDC sign-in: signing out of the app signs out
 * at its provider too. The ID token is the OIDC logout's hint (it names the provider's sign-in).
 */
export interface SsoSessionTable {
  familyId: string;
  providerId: string;
  idToken: string | null;
  /** The app's origin the round trip came back to: the provider sends the browser back there. */
  returnOrigin: string;
  createdAt: number;
  expiresAt: number;
}

/** A messenger identity waiting for an SMS code to bind it (hashed, single use, 10 minutes). */
export interface SsoPendingBindingTable {
  hash: string;
  providerId: string;
  subject: string;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

export interface SsoTables {
  ssoPendingBinding: SsoPendingBindingTable;
  ssoBinding: SsoBindingTable;
  ssoProvider: SsoProviderTable;
  ssoTicket: SsoTicketTable;
  ssoLoginState: SsoLoginStateTable;
  ssoSession: SsoSessionTable;
}
