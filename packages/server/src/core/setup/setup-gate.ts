import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The one-time token of the setup link a new server prints when it has no school (issue 28), like
 * Grafana's or Jenkins's first-start secret: whoever holds the server's log may create the first
 * school, nobody else.
 *
 * Kept in this process's memory, never in the database: no secret is written anywhere (not in a
 * backup, not in a table a later school could read), it needs no migration, and a restart prints a
 * fresh link, so an old log line stops working. Before the first school there is nobody whose work
 * a restart could lose. With several instances the link works on the one that printed it: start one
 * instance for the first school (docs/DEPLOY.md), or use `npm run school -- create`.
 */
export interface SetupGate {
  /** A new token (32 random bytes, base64url), replacing any earlier one. */
  open(): string;
  /** Whether the token is the open one (constant time: the comparison tells nothing of how close it was). */
  admits(token: string): boolean;
  /** Spends the token: no link works after the first school. */
  close(): void;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createSetupGate(): SetupGate {
  // Only the token's hash stays in memory: a heap dump does not hand out the link either.
  let expected: Buffer | null = null;
  return {
    open() {
      const token = randomBytes(32).toString('base64url');
      expected = digest(token);
      return token;
    },
    admits(token) {
      // Both sides are SHA-256 digests, so the lengths match whatever was typed.
      return expected !== null && timingSafeEqual(expected, digest(token));
    },
    close() {
      expected = null;
    },
  };
}

/** The address the administrator opens: the web app's setup screen with the token. */
export function setupLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/app/setup?token=${token}`;
}
