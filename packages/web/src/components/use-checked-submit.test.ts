import { describe, expect, it } from 'vitest';
import { contractProblem } from './field-problem';
import { hasProblems } from './use-checked-submit';

describe('hasProblems', () => {
  it('is true when a field has a problem, not for fields without one', () => {
    expect(hasProblems({})).toBe(false);
    expect(hasProblems({ mobile: undefined, smsCode: undefined })).toBe(false);
    expect(hasProblems({ mobile: undefined, smsCode: contractProblem('validation.password') })).toBe(true);
  });
});
