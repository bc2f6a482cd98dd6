/** The token reply of POST /authentication/apply (IBPS-API.md §1). */
export interface TokenReply {
  access_token: string;
  refresh_token: string;
  uid: string;
  uaccount?: string;
  /** Access-token lifetime in seconds. */
  expires_in: number;
  /** Refresh-token lifetime in seconds. */
  remind_in?: number;
  scope?: string;
  /** The tenant the token was issued for. */
  tenantId?: string;
}

/** Token data as the client keeps it (SPEC §3): the reply's fields plus when it arrived. */
export interface TokenData {
  access_token: string;
  refresh_token: string;
  uid: string;
  uaccount: string;
  expires_in: number;
  /** Milliseconds since the epoch when the reply was received. */
  create_at: number;
  tenantId?: string;
}

export function tokenFromReply(reply: TokenReply, receivedAt: number): TokenData {
  return {
    access_token: reply.access_token,
    refresh_token: reply.refresh_token,
    uid: reply.uid,
    uaccount: reply.uaccount ?? '',
    expires_in: reply.expires_in,
    create_at: receivedAt,
    tenantId: reply.tenantId,
  };
}

/**
 * SPEC §4.3: valid only while an access token exists and now is before create_at + expires_in.
 * Judged on the client's clock from when the reply arrived, so a skewed device clock does not matter.
 */
export function isTokenValid(token: TokenData | null | undefined, now: number): boolean {
  if (!token?.access_token) return false;
  return now < token.create_at + token.expires_in * 1000;
}

/** Where the request layer reads and writes the tokens; the app keeps them in browser storage. */
export interface TokenStore {
  get(): TokenData | null;
  /** Replaces the tokens (after a refresh), keeping them where the current ones are kept. */
  set(token: TokenData): void;
  clear(): void;
}
