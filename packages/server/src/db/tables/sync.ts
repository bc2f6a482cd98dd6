/** The sync API's clients and their tokens (migration 0007, core/auth/sync-tokens.ts). */
export interface SyncClientTable {
  id: string;
  tenantId: string;
  name: string;
  /** SHA-256 of the secret, shown once at creation. */
  secretHash: string;
  /** Space-separated, as OAuth2 spells scopes: `sync`. */
  scopes: string;
  createdBy: string;
  createdAt: number;
  revokedAt: number | null;
}

/** A client-credentials access token: no refresh token, no user. */
export interface SyncTokenTable {
  id: string;
  clientId: string;
  tenantId: string;
  accessHash: string;
  expiresAt: number;
  createdAt: number;
}

export interface SyncTables {
  syncClient: SyncClientTable;
  syncToken: SyncTokenTable;
}
