/**
 * State of the HTTP layer shared by every server instance (migrations 0055, 0056): replies kept
 * for Idempotency-Key replays, and rate-limit counters.
 */

/**
 * One create request sent with an Idempotency-Key, kept 24 hours. `pending` while the first
 * request with the key runs (a second one waits for it), then `done` with the reply to replay.
 * A request that failed leaves no row, so the same key may try again.
 */
export interface IdempotencyKeyTable {
  tenantId: string;
  /** The signed-in user, or `ip:<address>` for an anonymous route (registration). */
  userId: string;
  /** The route without its service prefix (`POST /api/bpm/instance/start`): aliases share keys. */
  route: string;
  key: string;
  /** SHA-256 of the request (body and query): the same key with another body is refused. */
  fingerprint: string;
  state: 'pending' | 'done';
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
  createdAt: number;
  expiresAt: number;
}

/** A rate-limit bucket's count in its current window (fixed windows). */
export interface RateLimitTable {
  bucket: string;
  hits: number;
  /** When the window ends (epoch ms): the next hit after it starts a new window at 1. */
  resetAt: number;
}

export interface HttpTables {
  idempotencyKey: IdempotencyKeyTable;
  rateLimit: RateLimitTable;
}
