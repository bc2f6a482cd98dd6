import { describe, expect, it } from 'vitest';
import {
  captchaSchema,
  changePasswordSchema,
  checkSelection,
  isDate,
  isIdCard,
  isKey,
  isTelephone,
  loginFormSchema,
  mobileSchema,
  ruleString,
} from './validation.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('validation rules of SPEC §5', () => {
  it('requires username and password with their own messages', () => {
    const r = loginFormSchema.safeParse({ username: ' ', password: '' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(['username:validation.username', 'password:validation.password']);
  });

  it('requires a 4-digit captcha', () => {
    expect(firstMessage(captchaSchema.safeParse(''))).toBe('validation.captcha');
    expect(firstMessage(captchaSchema.safeParse('123'))).toBe('validation.captchaLength');
    expect(firstMessage(captchaSchema.safeParse('12a4'))).toBe('validation.captchaLength');
    expect(captchaSchema.safeParse('0123').success).toBe(true);
  });

  it('checks mobile numbers: not empty, digits, exactly 11', () => {
    expect(firstMessage(mobileSchema.safeParse(''))).toBe('validation.mobileRequired');
    expect(firstMessage(mobileSchema.safeParse('138abc'))).toBe('validation.mobileFormat');
    expect(firstMessage(mobileSchema.safeParse('1380013800'))).toBe('validation.mobileLength');
    expect(firstMessage(mobileSchema.safeParse('23800138000'))).toBe('validation.mobileFormat');
    expect(mobileSchema.safeParse('13800138000').success).toBe(true);
  });

  it('requires the repeated password to equal the new one', () => {
    const r = changePasswordSchema.safeParse({
      oldPassword: 'a',
      newPassword: 'Abcdef12',
      repeatPassword: 'x',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      path: ['repeatPassword'],
      message: 'validation.passwordMismatch',
    });
  });

  it('checks ID card numbers with the GB 11643 check digit and a real birth date', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isIdCard('110105194902300020')).toBe(false);
  });

  it('checks dates, keys and telephones', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-11-21 08:30:00')).toBe(true);
    expect(isDate('2026-11-21 24:00')).toBe(false);
    expect(isKey('leave_type1')).toBe(true);
    expect(isKey('1leave')).toBe(false);
    expect(isTelephone('0571-88888888')).toBe(true);
    expect(isTelephone('12')).toBe(false);
  });

  it('builds zod strings from the generic rules', () => {
    expect(firstMessage(ruleString('email').safeParse('not-an-email'))).toBe('validation.email');
    expect(ruleString('email').safeParse('').success).toBe(true);
    expect(firstMessage(ruleString('postalCode').safeParse('12345'))).toBe('validation.postalCode');
  });

  it('applies the selection rules', () => {
    expect(checkSelection([])).toBe('common.selectRecord');
    expect(checkSelection(['1', '2'], true)).toBe('common.chooseOne');
    expect(checkSelection(['1', '2'])).toBeUndefined();
  });
});
