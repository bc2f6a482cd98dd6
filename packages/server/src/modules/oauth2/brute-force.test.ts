import { describe, expect, it } from 'vitest';
import { afterFailure, gate } from './brute-force.js';

const policy = { captchaAfter: 3, lockAfter: 10, lockMinutes: 15 };

describe('lockout policy', () => {
  it('asks for a captcha after 3 failures and locks after 10 for 15 minutes', () => {
    let row = undefined as ReturnType<typeof afterFailure>['row'] | undefined;
    const now = 1_000_000;
    const gates: string[] = [];
    let lockedAt = -1;
    for (let i = 1; i <= 10; i++) {
      const next = afterFailure('u:1', row, policy, now + i);
      row = next.row;
      if (next.locked && lockedAt < 0) lockedAt = i;
      gates.push(gate(row, policy, now + i));
    }
    expect(gates.slice(0, 2)).toEqual(['open', 'open']);
    expect(gates.slice(2, 9).every((g) => g === 'captcha')).toBe(true);
    expect(lockedAt).toBe(10);
    expect(gates[9]).toBe('locked');
    expect(gate(row, policy, now + 10 + 15 * 60 * 1000 - 1)).toBe('locked');
    expect(gate(row, policy, now + 10 + 15 * 60 * 1000 + 1)).toBe('captcha');
  });

  it('forgets failures after a day', () => {
    const { row } = afterFailure(
      'u:1',
      { subject: 'u:1', failures: 5, lastFailureAt: 0, lockedUntil: null },
      policy,
      1,
    );
    expect(row.failures).toBe(6);
    const later = afterFailure('u:1', row, policy, 25 * 3600 * 1000);
    expect(later.row.failures).toBe(1);
    expect(gate(row, policy, 25 * 3600 * 1000)).toBe('open');
  });
});
