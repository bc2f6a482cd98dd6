import type { YN } from './types.js';

/** Single sign-on (migration 0060). */

export type SsoKindColumn = 'cas' | 'oidc';

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

export interface SsoTables {
  ssoProvider: SsoProviderTable;
  ssoTicket: SsoTicketTable;
}
