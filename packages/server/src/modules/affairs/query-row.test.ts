import { describe, expectTypeOf, it } from 'vitest';
import type { QueryRow } from './query-row.js';

type RowsQuery = (tenantId: string) => { execute(): Promise<{ id: string; n: number }[]> };

describe('a query-building function’s row type', () => {
  it('is the element of what its query executes to', () => {
    expectTypeOf<QueryRow<RowsQuery>>().toEqualTypeOf<{ id: string; n: number }>();
  });
});
