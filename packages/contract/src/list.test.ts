import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, isListFinished, listQuerySchema, parseFilterKey } from './list.js';

describe('list query', () => {
  it('fills the defaults of page 1, limit 20', () => {
    expect(listQuerySchema.parse(undefined)).toEqual({
      parameters: [],
      requestPage: { pageNo: 1, limit: DEFAULT_LIMIT },
      sorts: [],
    });
    expect(listQuerySchema.parse({ requestPage: {} }).requestPage).toEqual({ pageNo: 1, limit: 20 });
  });

  it('turns empty and scalar values into text and sort orders into upper case', () => {
    const q = listQuerySchema.parse({
      parameters: [{ key: 'Q^a^S', value: null }, { key: 'Q^b^N', value: 3 }, { key: 'Q^c^S' }],
      sorts: [{ field: 'createTime', order: 'desc' }],
    });
    expect(q.parameters).toEqual([
      { key: 'Q^a^S', value: '' },
      { key: 'Q^b^N', value: '3' },
      { key: 'Q^c^S', value: '' },
    ]);
    expect(q.sorts).toEqual([{ field: 'createTime', order: 'DESC' }]);
  });

  it('rejects a bad page, a huge limit and an unknown order', () => {
    expect(listQuerySchema.safeParse({ requestPage: { pageNo: 0 } }).success).toBe(false);
    expect(listQuerySchema.safeParse({ requestPage: { limit: 100000 } }).success).toBe(false);
    expect(listQuerySchema.safeParse({ sorts: [{ field: 'x', order: 'SIDEWAYS' }] }).success).toBe(false);
  });

  it('parses Q^column^OP keys and refuses anything else', () => {
    expect(parseFilterKey('Q^subject_^SL')).toEqual({ column: 'subject_', op: 'SL' });
    expect(parseFilterKey('Q^create_time_^DL')).toEqual({ column: 'create_time_', op: 'DL' });
    expect(parseFilterKey('Q^TYPE_ID_^S')).toEqual({ column: 'TYPE_ID_', op: 'S' });
    expect(parseFilterKey('Q^x^BOGUS')).toBeUndefined();
    expect(parseFilterKey('Q^x;drop table^S')).toBeUndefined();
    expect(parseFilterKey('subject')).toBeUndefined();
  });

  it('knows when a list is finished (SPEC §4.5)', () => {
    expect(isListFinished(0, { page: 1, limit: 20, totalCount: 0 })).toBe(true);
    expect(isListFinished(20, { page: 1, limit: 20, totalCount: 45 })).toBe(false);
    expect(isListFinished(45, { page: 3, limit: 20, totalCount: 45 })).toBe(true);
  });
});
