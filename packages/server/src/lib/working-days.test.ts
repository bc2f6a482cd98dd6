import { describe, expect, it } from 'vitest';
import { isWorkingDay, lastOfWorkingDays } from './working-days.js';

const plain = { holidays: new Set<string>(), workdays: new Set<string>() };

describe('working days', () => {
  it('skips weekends', () => {
    // 2026-11-20 is a Friday: five working days are the next Monday to Friday.
    expect(lastOfWorkingDays('2026-11-20', 5, plain)).toBe('2026-11-27');
    expect(lastOfWorkingDays('2026-11-23', 5, plain)).toBe('2026-11-30');
  });

  it('skips holidays and counts make-up working days', () => {
    const calendar = {
      holidays: new Set(['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']),
      workdays: new Set(['2026-10-10']),
    };
    expect(isWorkingDay('2026-10-01', calendar)).toBe(false);
    expect(isWorkingDay('2026-10-10', calendar)).toBe(true);
    // From Sept 30: Oct 8, 9, 10 (make-up Saturday), 12, 13.
    expect(lastOfWorkingDays('2026-09-30', 5, calendar)).toBe('2026-10-13');
  });
});
