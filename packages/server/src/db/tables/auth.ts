/** Sign-in state (migration 0002): tokens, one-time grants, captchas, SMS codes, lockout. */

export type TokenRevokeReason = 'logout' | 'rotated' | 'reuse' | 'single_session' | 'password_changed' | 'disabled';

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
}

/** login_state (from user/login/apply) and authorize codes (from authorize/apply): single use, short-lived. */
export interface AuthGrantTable {
  hash: string;
  kind: 'login_state' | 'code';
  userId: string;
  tenantId: string;
  clientId: string | null;
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
  purpose: 'login' | 'register' | 'reset';
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

/** Failed sign-ins per account, shared by every server instance. */
export interface LoginFailureTable {
  userId: string;
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

export interface AuthTables {
  authToken: AuthTokenTable;
  authGrant: AuthGrantTable;
  captcha: CaptchaTable;
  smsCode: SmsCodeTable;
  smsOutbox: SmsOutboxTable;
  loginFailure: LoginFailureTable;
}
