/** Sign-in state (migration 0002): tokens, one-time grants, captchas, SMS codes, lockout. */

export type TokenRevokeReason =
  'logout' | 'rotated' | 'reuse' | 'single_session' | 'password_changed' | 'disabled';

/**
 * One row per issued token pair. Secrets are stored as SHA-256 hashes only. A refresh rotates
 * the row (revoked 'rotated', replacedBy the new one) within the same family; presenting a
 * rotated refresh token again revokes the whole family.
 */
export interface AuthTokenTable {
  id: string;
  familyId: string;
  userId: string;
  tenantId: string;
  clientId: string;
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  /** The role the session acts as ('ALL' after password or CAS sign-in). */
  roleId: string;
  createdAt: number;
  revokedAt: number | null;
  revokeReason: TokenRevokeReason | null;
  replacedBy: string | null;
  /**
   * The family (sign-in) this session was handed over from (v2app exchange, migration 0052):
   * revoking that family revokes this one too. Null for a sign-in of its own.
   */
  parentFamilyId: string | null;
}

/**
 * One-time grants, single use and short-lived: login_state (from user/login/apply), authorize
 * codes (from authorize/apply), and reset grants that let a user with an expired password set
 * a new one.
 */
export interface AuthGrantTable {
  hash: string;
  kind: 'login_state' | 'code' | 'reset' | 'rsa_token';
  userId: string;
  tenantId: string;
  clientId: string | null;
  /** "Remember me": the token pair it leads to gets the long refresh lifetime. */
  remember: 'Y' | 'N';
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

export interface CaptchaTable {
  requestId: string;
  answerHash: string;
  expiresAt: number;
  createdAt: number;
}

export interface SmsCodeTable {
  id: string;
  mobile: string;
  purpose: 'login' | 'register' | 'reset' | 'activate';
  codeHash: string;
  attempts: number;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

/** What the default SMS sender "sent": read by tests and by an admin without an SMS gateway. */
export interface SmsOutboxTable {
  id: string;
  mobile: string;
  content: string;
  createdAt: number;
}

/**
 * Failed sign-ins, shared by every server instance. The subject is 'u:<userId>' for a known
 * account and 'n:<sha256 of the name>' for an unknown one, so both behave alike (no enumeration).
 */
export interface LoginFailureTable {
  subject: string;
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

/** Secrets every instance must share (the RSA key for password encryption). */
export interface ServerSecretTable {
  name: string;
  value: string;
  createdAt: number;
}

export interface AuthTables {
  serverSecret: ServerSecretTable;
  authToken: AuthTokenTable;
  authGrant: AuthGrantTable;
  captcha: CaptchaTable;
  smsCode: SmsCodeTable;
  smsOutbox: SmsOutboxTable;
  loginFailure: LoginFailureTable;
}
