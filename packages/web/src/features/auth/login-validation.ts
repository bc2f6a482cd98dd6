import { CAPTCHA_LENGTH, MOBILE_LENGTH } from '@campus/contract';
import { contractProblem, type FieldProblem } from '../../components/field-problem';

/**
 * The sign-in rules of SPEC §5 (the contract's usernameSchema, passwordSchema, captchaSchema and
 * mobileSchema) without zod: the login screen is the first thing most users download, and zod
 * would add a fifth to it. login-validation.test.ts holds these checks to the contract's schemas.
 */

const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
const CAPTCHA_PATTERN = new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`);
/** The server sends 6-digit SMS codes. */
export const SMS_CODE_LENGTH = 6;
const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

export function mobileProblem(mobile: string): FieldProblem | undefined {
  const value = mobile.trim();
  if (!value) return contractProblem('validation.mobileRequired');
  if (!/^\d+$/.test(value)) return contractProblem('validation.mobileFormat');
  if (value.length !== MOBILE_LENGTH) return contractProblem('validation.mobileLength');
  if (!MOBILE_PATTERN.test(value)) return contractProblem('validation.mobileFormat');
  return undefined;
}

export function captchaProblem(captcha: string): FieldProblem | undefined {
  const value = captcha.trim();
  if (!value) return contractProblem('validation.captcha');
  if (!CAPTCHA_PATTERN.test(value)) return contractProblem('validation.captchaLength');
  return undefined;
}

export function smsCodeProblem(code: string): FieldProblem | undefined {
  const value = code.trim();
  if (!value) return contractProblem('validation.captcha');
  if (!SMS_CODE_PATTERN.test(value)) return { ns: 'ui', key: 'login.smsCodeLength' };
  return undefined;
}

export interface PasswordLoginProblems {
  /** Both fields empty: one message for the form (SPEC §5). */
  form?: FieldProblem;
  username?: FieldProblem;
  password?: FieldProblem;
  captcha?: FieldProblem;
}

export function passwordLoginProblems(
  values: { username: string; password: string; captcha: string },
  captchaShown: boolean,
): PasswordLoginProblems {
  const noUsername = !values.username.trim();
  const noPassword = !values.password;
  if (noUsername && noPassword) return { form: contractProblem('validation.usernameOrPassword') };
  const problems: PasswordLoginProblems = {};
  if (noUsername) problems.username = contractProblem('validation.username');
  if (noPassword) problems.password = contractProblem('validation.password');
  if (captchaShown) problems.captcha = captchaProblem(values.captcha);
  return problems;
}

export function smsLoginProblems(values: { mobile: string; smsCode: string }) {
  return { mobile: mobileProblem(values.mobile), smsCode: smsCodeProblem(values.smsCode) };
}
