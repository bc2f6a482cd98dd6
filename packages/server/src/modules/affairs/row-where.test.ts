import { describe, expect, it } from 'vitest';
import { pickMatching, selectMatching } from './row-where.js';
import { compileOnlyDb as db } from './test-helpers.js';

describe('the exact-match row lookup', () => {
  it('sends the statement the hand-written where chain sent, conditions in the order given', () => {
    const helper = selectMatching(db, 'classRoll', {
      tenantId: 't1',
      classId: 'c1',
      date: '2025-03-01',
      period: 2,
    });
    const byHand = db
      .selectFrom('classRoll')
      .selectAll()
      .where('tenantId', '=', 't1')
      .where('classId', '=', 'c1')
      .where('date', '=', '2025-03-01')
      .where('period', '=', 2);
    expect(helper.compile().sql).toBe(byHand.compile().sql);
    expect(helper.compile().parameters).toEqual(['t1', 'c1', '2025-03-01', 2]);
  });

  it('refuses a column without a value instead of leaving its condition out', () => {
    expect(() => selectMatching(db, 'classRoll', { tenantId: 't1', classId: undefined })).toThrow(
      /classRoll\.classId/,
    );
  });

  it('picks the columns asked for, as the hand-written select did', () => {
    const helper = pickMatching(db, 'affairQuota', ['orgId', 'used'], { batchId: 'b1', orgId: 'o1' });
    const byHand = db
      .selectFrom('affairQuota')
      .select(['orgId', 'used'])
      .where('batchId', '=', 'b1')
      .where('orgId', '=', 'o1');
    expect(helper.compile().sql).toBe(byHand.compile().sql);
    expect(helper.compile().parameters).toEqual(['b1', 'o1']);
  });
});
