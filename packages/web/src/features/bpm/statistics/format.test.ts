import { describe, expect, it } from 'vitest';
import { durationParts, percent } from './format';

const HOUR = 3600 * 1000;

describe('durationParts', () => {
  it('says hours under two days, with one decimal', () => {
    expect(durationParts(7.9 * HOUR)).toEqual({ unit: 'hours', n: '7.9' });
    expect(durationParts(47 * HOUR)).toEqual({ unit: 'hours', n: '47' });
  });
  it('says days from two days on', () => {
    expect(durationParts(48 * HOUR)).toEqual({ unit: 'days', n: '2' });
    expect(durationParts(78 * HOUR)).toEqual({ unit: 'days', n: '3.3' });
  });
});

describe('percent', () => {
  it('rounds to a whole percentage and gives 0 % of nothing', () => {
    expect(percent(1, 12)).toBe('8%');
    expect(percent(0, 0)).toBe('0%');
  });
});
