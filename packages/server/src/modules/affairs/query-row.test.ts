import { describe, expectTypeOf, it } from 'vitest';
import type { QueryRow } from './query-row.js';

const query = (_tenantId: string) => ({ execute: () => Promise.resolve([{ id: 'a', n: 1 }]) });

describe('a query-building function’s row type', () => {
  it('is the element of what its query executes to', () => {
    expectTypeOf<QueryRow<typeof query>>().toEqualTypeOf<{ id: string; n: number }>();
  });
});
