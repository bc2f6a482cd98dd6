import type { AffairBatch, AffairModuleDescriptor } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { batchInputOf, formFieldOf, formValuesOf, yearChoices } from './batch-form-values';

const module = { key: 'national', batches: { perStudent: 1, publicityDays: 5 } } as AffairModuleDescriptor;
const batch: AffairBatch = {
  id: 'b1',
  module: 'national',
  academicYear: '2025-2026',
  name: '2025-2026学年国家奖学金',
  startDate: '2025-10-01',
  endDate: '2025-10-20',
  audience: { grades: ['2024'], colleges: [] },
  perStudent: 1,
  publicityDays: 5,
  closed: false,
  state: 'open',
  version: 3,
  createdAt: 0,
};

describe('the batch form', () => {
  it('opens a new batch with the scheme’s defaults and sends no id', () => {
    const values = formValuesOf(undefined, module, '2025-2026');
    expect(values).toMatchObject({
      module: ['national'],
      academicYear: ['2025-2026'],
      perStudent: 1,
      publicityDays: 5,
    });
    const input = batchInputOf(
      { ...values, name: ' 新批次 ', period: ['2025-11-01', '2025-11-10'] },
      undefined,
      true,
    );
    expect(input).toEqual({
      module: 'national',
      academicYear: '2025-2026',
      name: '新批次',
      startDate: '2025-11-01',
      endDate: '2025-11-10',
      audience: { grades: [], colleges: [] },
      perStudent: 1,
      publicityDays: 5,
    });
  });

  it('edits a batch from the version it was read at, without publicity days where there is no publicity', () => {
    const input = batchInputOf({ ...formValuesOf(batch, module, '2030-2031'), perStudent: 2 }, batch, false);
    expect(input).toMatchObject({ id: 'b1', version: 3, perStudent: 2, academicYear: '2025-2026' });
    expect(input).not.toHaveProperty('publicityDays');
    expect(input.audience).toEqual({ grades: ['2024'], colleges: [] });
  });

  it('offers next year first and marks the server’s fields on the form’s', () => {
    expect(yearChoices(['2024-2025', '2025-2026'], '2025-2026')).toEqual([
      '2026-2027',
      '2025-2026',
      '2024-2025',
    ]);
    expect(formFieldOf('endDate')).toBe('period');
    expect(formFieldOf('audience.colleges')).toBe('colleges');
    expect(formFieldOf('name')).toBe('name');
    expect(formFieldOf('quotas[0].quota')).toBeUndefined();
  });
});
