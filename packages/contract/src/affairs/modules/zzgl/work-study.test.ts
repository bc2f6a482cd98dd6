import { describe, expect, it } from 'vitest';
import { isMonth, monthWeeks, payOf, shiftMonth } from './work-study.js';

describe('work-study calendar', () => {
  it('splits a month into its calendar weeks, Monday to Sunday, clipped to the month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(monthWeeks('2026-11')).toEqual([
      { start: '2026-10-26', from: '2026-11-01', to: '2026-11-01' },
      { start: '2026-11-02', from: '2026-11-02', to: '2026-11-08' },
      { start: '2026-11-09', from: '2026-11-09', to: '2026-11-15' },
      { start: '2026-11-16', from: '2026-11-16', to: '2026-11-22' },
      { start: '2026-11-23', from: '2026-11-23', to: '2026-11-29' },
      { start: '2026-11-30', from: '2026-11-30', to: '2026-11-30' },
    ]);
    // February 2027 starts on a Monday and has exactly four weeks.
    expect(monthWeeks('2027-02').map((w) => w.start)).toEqual([
      '2027-02-01',
      '2027-02-08',
      '2027-02-15',
      '2027-02-22',
    ]);
    // A week split over two months has the same Monday in both.
    expect(monthWeeks('2026-10').at(-1)).toEqual({
      start: '2026-10-26',
      from: '2026-10-26',
      to: '2026-10-31',
    });
  });

  it('moves months across years and checks their form', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
  });

  it('pays hours by the rate to the fen', () => {
    expect(payOf(23.5, 15)).toBe(352.5);
    expect(payOf(7.5, 12.33)).toBe(92.48);
  });
});
