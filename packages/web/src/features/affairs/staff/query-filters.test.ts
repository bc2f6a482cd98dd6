import type { AffairBatch } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { activeFilters, batchChoices, NO_FILTERS, queryParameters, withFilter } from './query-filters';

const batch = (id: string, module: string, academicYear: string) =>
  ({ id, module, academicYear }) as AffairBatch;
const BATCHES = [
  batch('b1', 'national', '2025-2026'),
  batch('b2', 'general', '2025-2026'),
  batch('b3', 'national', '2024-2025'),
];

describe('the staff query’s filters', () => {
  it('become the list body’s filters, the keyword over name and number', () => {
    expect(queryParameters('李', { ...NO_FILTERS, college: 'c1', status: 'final' })).toEqual({
      'Q^keyword^SL': '李',
      'Q^academicYear^S': '',
      'Q^batchId^S': '',
      'Q^module^S': '',
      'Q^status^S': 'final',
      'Q^college^S': 'c1',
      'Q^grade^S': '',
    });
    expect(activeFilters({ ...NO_FILTERS, college: 'c1', status: 'final' })).toBe(2);
  });

  it('keep a batch only with its own year and scheme, and take the year of a chosen batch', () => {
    const chosen = withFilter(NO_FILTERS, 'batchId', 'b3', BATCHES);
    expect(chosen).toMatchObject({ batchId: 'b3', academicYear: '2024-2025' });
    expect(withFilter(chosen, 'academicYear', '2025-2026', BATCHES).batchId).toBe('');
    expect(withFilter(chosen, 'module', 'general', BATCHES).batchId).toBe('');
    expect(withFilter(chosen, 'module', 'national', BATCHES).batchId).toBe('b3');
    expect(withFilter(chosen, 'college', 'c1', BATCHES)).toMatchObject({ batchId: 'b3', college: 'c1' });
  });

  it('offer the batches of the chosen year and scheme', () => {
    expect(batchChoices({ ...NO_FILTERS, academicYear: '2025-2026' }, BATCHES).map((b) => b.id)).toEqual([
      'b1',
      'b2',
    ]);
    expect(batchChoices({ ...NO_FILTERS, module: 'national' }, BATCHES).map((b) => b.id)).toEqual([
      'b1',
      'b3',
    ]);
  });
});
