import { describe, expect, it } from 'vitest';
import { maskRow, maskValue } from './mask.js';

describe('publicity masking', () => {
  it('keeps the first and last character', () => {
    expect([maskValue('李明轩'), maskValue('王芳'), maskValue('李'), maskValue('202411101')]).toEqual([
      '李*轩',
      '王*',
      '*',
      '2*******1',
    ]);
    expect([maskValue(null), maskValue({ a: 1 })]).toEqual([null, null]);
  });

  it('masks the listed columns and the starter’s name in the subject', () => {
    const row = {
      id: '1',
      subject: '李明轩的奖学金申请',
      status: 'approved' as const,
      curNode: null,
      createTime: 1,
      endTime: 2,
      values: { name: '李明轩', amount: 8000 },
    };
    expect(maskRow(row, ['name'], '李明轩')).toMatchObject({
      subject: '李*轩的奖学金申请',
      values: { name: '李*轩', amount: 8000 },
    });
  });
});
