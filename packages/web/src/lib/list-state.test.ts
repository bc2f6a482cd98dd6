import { describe, expect, it } from 'vitest';
import { listResult, nextPage } from './list-state';

const page = (page: number, rows: number, totalCount: number) => ({
  dataResult: Array.from({ length: rows }, (_, i) => i),
  pageResult: { page, limit: 20, totalCount },
});

describe('list states (SPEC §4.5)', () => {
  it('is empty with no rows and finished when all rows are loaded', () => {
    expect(listResult(0, page(1, 0, 0))).toBe('empty');
    expect(listResult(20, page(1, 20, 45))).toBeUndefined();
    expect(listResult(45, page(3, 5, 45))).toBe('finished');
  });

  it('tells a failure from a network failure (state 500 or no answer)', () => {
    expect(listResult(20, page(1, 20, 45), { state: 6050111 })).toBe('error');
    expect(listResult(20, page(1, 20, 45), { state: 500 })).toBe('network');
    expect(listResult(0, undefined, { kind: 'network' })).toBe('network');
  });

  it('advances the page only when a page returned rows', () => {
    expect(nextPage(page(1, 20, 45), 20)).toBe(2);
    expect(nextPage(page(2, 0, 45), 20)).toBeUndefined();
    expect(nextPage(page(3, 5, 45), 45)).toBeUndefined();
  });
});
