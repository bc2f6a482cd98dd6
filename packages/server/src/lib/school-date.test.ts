import { describe, expect, it } from 'vitest';
import { addDays, schoolDate } from './school-date.js';

describe('school dates (China time)', () => {
  it('turns over at midnight in China, not at midnight UTC', () => {
    expect(schoolDate(Date.parse('2026-11-20T15:59:59Z'))).toBe('2026-11-20');
    expect(schoolDate(Date.parse('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
  });

  it('moves dates by days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
