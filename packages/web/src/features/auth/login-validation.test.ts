import { captchaSchema, mobileSchema, passwordSchema, usernameSchema } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import type { FieldProblem } from '../../components/field-problem';
import { captchaProblem, mobileProblem, passwordLoginProblems, smsCodeProblem } from './login-validation';

/** The message key a contract schema gives a value, or undefined when it passes. */
function schemaKey(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: string,
) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const keyOf = (problem: FieldProblem | undefined) => problem?.key;

describe('login checks agree with the contract schemas (SPEC §5)', () => {
  it('mobile numbers', () => {
    for (const mobile of [
      '',
      '   ',
      '1390000000a',
      '139000000',
      '139000000021',
      '12900000002',
      '13900000002',
      ' 13900000002 ',
    ]) {
      expect(keyOf(mobileProblem(mobile)), JSON.stringify(mobile)).toBe(schemaKey(mobileSchema, mobile));
    }
  });

  it('captchas', () => {
    for (const captcha of ['', ' ', '123', '12345', 'abcd', '1234', ' 1234 ']) {
      expect(keyOf(captchaProblem(captcha)), JSON.stringify(captcha)).toBe(schemaKey(captchaSchema, captcha));
    }
  });

  it('username and password', () => {
    const problems = passwordLoginProblems({ username: ' ', password: 'x', captcha: '' }, false);
    expect(keyOf(problems.username)).toBe(schemaKey(usernameSchema, ' '));
    expect(keyOf(passwordLoginProblems({ username: 'a', password: '', captcha: '' }, false).password)).toBe(
      schemaKey(passwordSchema, ''),
    );
  });
});

describe('login checks', () => {
  it('give the combined message when both username and password are missing', () => {
    expect(passwordLoginProblems({ username: '', password: '', captcha: '' }, true)).toEqual({
      form: { ns: 'contract', key: 'validation.usernameOrPassword', params: undefined },
    });
  });

  it('check the captcha only once the server asked for it', () => {
    const values = { username: 'student', password: 'Demo@2026', captcha: '12' };
    expect(passwordLoginProblems(values, false).captcha).toBeUndefined();
    expect(keyOf(passwordLoginProblems(values, true).captcha)).toBe('validation.captchaLength');
  });

  it('want a 6-digit SMS code', () => {
    expect(keyOf(smsCodeProblem(''))).toBe('validation.captcha');
    expect(smsCodeProblem('12345')).toEqual({ ns: 'ui', key: 'login.smsCodeLength' });
    expect(smsCodeProblem('123456')).toBeUndefined();
  });
});
