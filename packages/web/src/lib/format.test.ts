import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@campus/contract';
import { abbreviateNumber, formatDateTime, formatFileSize, formatMoney, relativeTime } from './format';
import { DEFAULT_SCHOOL_ZONE, schoolTimeZone, setSchoolTimeZone } from './school-zone';

const NOW = Date.UTC(2026, 2, 15, 8, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime (SPEC §9)', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [999, { kind: 'justNow' }],
    [SECOND, { kind: 'seconds', value: 1 }],
    [59 * SECOND + 999, { kind: 'seconds', value: 59 }],
    [MINUTE, { kind: 'minutes', value: 1 }],
    [59 * MINUTE, { kind: 'minutes', value: 59 }],
    [HOUR, { kind: 'hours', value: 1 }],
    [23 * HOUR + 59 * MINUTE, { kind: 'hours', value: 23 }],
    [DAY, { kind: 'days', value: 1 }],
    [30 * DAY, { kind: 'days', value: 30 }],
    [30.4 * DAY - 1, { kind: 'days', value: 30 }],
    [30.4 * DAY, { kind: 'date' }],
    [400 * DAY, { kind: 'date' }],
  ])('%i ms ago reads %o', (elapsed, expected) => {
    expect(relativeTime(NOW - elapsed, NOW)).toEqual(expected);
  });

  it('reads a moment slightly ahead of our clock as just now, and far ahead as a date', () => {
    expect(relativeTime(NOW + 30 * SECOND, NOW)).toEqual({ kind: 'justNow' });
    expect(relativeTime(NOW + 2 * HOUR, NOW)).toEqual({ kind: 'date' });
  });
});

describe('formatDateTime', () => {
  it('uses yyyy-MM-dd HH:mm:ss by default and any other format on request', () => {
    const time = Date.UTC(2026, 0, 5, 1, 7, 3);
    expect(formatDateTime(time)).toBe('2026-01-05 09:07:03');
    expect(formatDateTime(time, 'YYYY-MM-DD')).toBe('2026-01-05');
  });

  it("reads on the school's clock whatever the phone's zone (China by default, the school's own when set)", () => {
    // 14:00 in China is 06:00 UTC: a phone set to UTC (the test runner's zone or not) reads 14:00.
    const activity = Date.UTC(2026, 8, 20, 6, 0, 0);
    expect(formatDateTime(activity, 'MM-DD HH:mm')).toBe('09-20 14:00');
    // Near midnight the school's date, not the phone's.
    expect(formatDateTime(Date.UTC(2026, 8, 20, 17, 30), 'YYYY-MM-DD HH:mm')).toBe('2026-09-21 01:30');
    setSchoolTimeZone('Europe/Berlin');
    try {
      expect(formatDateTime(activity, 'HH:mm')).toBe('08:00'); // summer time, UTC+2
      expect(formatDateTime(Date.UTC(2026, 11, 1, 6, 0), 'HH:mm')).toBe('07:00'); // winter, UTC+1
      setSchoolTimeZone('Not/AZone');
      expect(schoolTimeZone()).toBe('Europe/Berlin');
    } finally {
      setSchoolTimeZone(DEFAULT_SCHOOL_ZONE);
    }
  });
});

describe('abbreviateNumber (SPEC §9: k, M, G, T, P, E)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [2000, '2k'],
    [999_949, '999.9k'],
    [999_999, '1M'],
    [1_500_000, '1.5M'],
    [3e9, '3G'],
    [4.2e12, '4.2T'],
    [5e15, '5P'],
    [6e18, '6E'],
    [7e21, '7000E'],
    [-1234, '-1.2k'],
  ])('%d reads %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it('takes the number of decimals and passes non-finite values through', () => {
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
    expect(abbreviateNumber(Number.NaN)).toBe('NaN');
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [2 * 1024 * 1024, '2 MB'],
  ])('%d bytes read %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('writes two decimals with thousands grouped, as Intl does in each of the four languages', () => {
    const amounts = [
      0, 0.5, 1, 12.345, 999.995, 1000, 1234.5, 12000, 999999.99, 1234567.891, -8000, -0.25, 1e12,
    ];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const amount of amounts)
        expect(formatMoney(amount), `${language} ${amount}`).toBe(intl.format(amount));
    }
  });

  it('writes no minus before an amount that rounds to zero, and passes non-finite values through', () => {
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('NaN');
  });
});
