import { randomBytes } from 'node:crypto';

/**
 * An id that is also a capability: 128 random bits as 22 base64url characters. Used where
 * holding the id is what lets one read the thing (attachments handed out in form values and
 * announcements), so ids must not be guessable or enumerable the way snowflakes are.
 */
export function newCapabilityId(): string {
  return randomBytes(16).toString('base64url');
}

export const CAPABILITY_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
