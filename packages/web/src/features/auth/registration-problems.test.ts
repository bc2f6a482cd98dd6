import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from './new-password-problems';
import { presetTenant, registrationProblems, type RegistrationForm } from './registration-problems';

const valid: RegistrationForm = {
  account: 'new_student',
  fullname: '王小明',
  mobile: '13912345678',
  smsCode: '123456',
  password: 'Passw0rd',
  repeat: 'Passw0rd',
  email: '',
  tenantId: 't1',
};

const keys = (problems: object) =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([, problem]) => problem)
      .map(([field, problem]) => [field, (problem as { key: string }).key]),
  );

describe('new passwords', () => {
  it('need strength and a matching repeat', () => {
    expect(keys(newPasswordProblems('Passw0rd', 'Passw0rd'))).toEqual({});
    expect(keys(newPasswordProblems('short1', ''))).toEqual({
      password: 'state.6040107',
      repeat: 'validation.password',
    });
    expect(keys(newPasswordProblems('Passw0rd', 'Passw0rd!'))).toEqual({
      repeat: 'validation.passwordMismatch',
    });
  });
});

describe('registration', () => {
  it('accepts a complete form', () => {
    expect(keys(registrationProblems(valid))).toEqual({});
  });

  it('names each problem with its rule', () => {
    expect(
      keys(
        registrationProblems({
          ...valid,
          account: '9lives',
          fullname: ' ',
          mobile: '123',
          email: 'not-mail',
          tenantId: '',
        }),
      ),
    ).toEqual({
      account: 'validation.key',
      fullname: 'validation.required',
      mobile: 'validation.mobileLength',
      email: 'validation.email',
      tenantId: 'register.tenantRequired',
    });
    expect(registrationProblems({ ...valid, account: 'ab' }).account).toEqual({
      ns: 'contract',
      key: 'validation.minLength',
      params: { min: 3 },
    });
  });
});

describe('the school a registration starts with (issue 17 item 7)', () => {
  const schools = [
    { id: 't1', code: 'jnlg', name: '江南理工学院', shortName: '江南理工' },
    { id: 't2', code: 'hbsf', name: '海滨师范学院', shortName: '海滨师范' },
  ];

  it('is the one the address names, by code or id', () => {
    expect(presetTenant(schools, 'hbsf')).toBe('t2');
    expect(presetTenant(schools, 't1')).toBe('t1');
  });

  it('is the only open school, else none until the user picks', () => {
    expect(presetTenant(schools.slice(0, 1), null)).toBe('t1');
    expect(presetTenant(schools, null)).toBe('');
    expect(presetTenant(schools, 'closed')).toBe('');
  });
});
