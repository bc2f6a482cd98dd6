import { describe, expect, it } from 'vitest';
import { maskNumber, maskSubject, maskValue } from './mask.js';

describe('publicity masking', () => {
  it('keeps the first and last character', () => {
    expect([maskValue('李明轩'), maskValue('王芳'), maskValue('李'), maskValue('13900000002')]).toEqual([
      '李*轩',
      '王*',
      '*',
      '1*********2',
    ]);
    expect([maskValue(null), maskValue({ a: 1 })]).toEqual([null, null]);
  });

  it('keeps a student number’s year and last two digits', () => {
    expect(maskNumber('202411102')).toBe('2024***02');
    expect(maskNumber('12345')).toBe('1***5');
  });

  it('masks the student’s name in a subject', () => {
    expect(maskSubject('李明轩的国家奖学金申请', '李明轩')).toBe('李*轩的国家奖学金申请');
    expect(maskSubject('无名', '')).toBe('无名');
  });
});
