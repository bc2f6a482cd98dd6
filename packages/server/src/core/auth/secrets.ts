import { createHash, randomBytes } from 'node:crypto';

/** Opaque random secret, URL-safe (tokens, codes, login states). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as this hash; a database leak does not leak usable tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
