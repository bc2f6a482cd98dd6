import type { LoginFailureTable } from '../../db/schema.js';

/**
 * The lockout policy, pure: after `captchaAfter` wrong passwords a captcha is required, after
 * `lockAfter` the account is locked for `lockMinutes`. Counters fade after a day without failures.
 */
export interface LockoutPolicy {
  captchaAfter: number;
  lockAfter: number;
  lockMinutes: number;
}

const FADE_MS = 24 * 3600 * 1000;

export type Gate = 'open' | 'captcha' | 'locked';

export function gate(row: LoginFailureTable | undefined, policy: LockoutPolicy, now: number): Gate {
  if (!row) return 'open';
  if (row.lockedUntil !== null && row.lockedUntil > now) return 'locked';
  if (now - row.lastFailureAt > FADE_MS) return 'open';
  return row.failures >= policy.captchaAfter ? 'captcha' : 'open';
}

/** The counter after one more wrong password; `locked` tells whether this failure locked it. */
export function afterFailure(
  subject: string,
  row: LoginFailureTable | undefined,
  policy: LockoutPolicy,
  now: number,
): { row: LoginFailureTable; locked: boolean } {
  const previous = row && now - row.lastFailureAt <= FADE_MS ? row.failures : 0;
  const failures = previous + 1;
  const locked = failures >= policy.lockAfter;
  return {
    row: {
      subject,
      failures,
      lastFailureAt: now,
      lockedUntil: locked ? now + policy.lockMinutes * 60 * 1000 : null,
    },
    locked,
  };
}
