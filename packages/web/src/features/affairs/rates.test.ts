import { describe, expect, it } from 'vitest';
import { rateCounts, ratePercent } from './rates';

describe('ratePercent', () => {
  it('rounds a rate to a whole percentage', () => {
    expect(ratePercent(0)).toBe('0%');
    expect(ratePercent(0.456)).toBe('46%');
    expect(ratePercent(1)).toBe('100%');
  });
});

describe('rateCounts', () => {
  it('counts each row by its rate in whole percent, keyed and labelled by the row', () => {
    expect(
      rateCounts([
        { id: 'c1', name: 'Physics', rate: 0.504 },
        { id: 'c2', name: 'History', rate: 0.125 },
      ]),
    ).toEqual([
      { key: 'c1', label: 'Physics', count: 50 },
      { key: 'c2', label: 'History', count: 13 },
    ]);
  });
});
