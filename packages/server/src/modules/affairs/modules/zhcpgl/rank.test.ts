import { describe, expect, it } from 'vitest';
import { competitionRanks } from './rank.js';

describe('competition ranks', () => {
  it('gives equal totals one rank and skips the places they take', () => {
    const rows = [
      { id: 'a', total: 88.5 },
      { id: 'b', total: 91.25 },
      { id: 'c', total: 88.5 },
      { id: 'd', total: 70 },
      { id: 'e', total: 88.504 },
    ];
    const ranks = competitionRanks(rows, (r) => r.total);
    expect(rows.map((r) => ranks.get(r))).toEqual([2, 1, 2, 5, 2]);
  });

  it('ranks an empty cohort as nothing', () => {
    expect(competitionRanks([], () => 0).size).toBe(0);
  });
});
