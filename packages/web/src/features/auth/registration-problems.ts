import { isEmail, isKey } from '@campus/contract';
import type { TenantSummary } from '../../api/oauth2';
import { contractProblem, type FieldProblem } from '../../components/field-problem';
import { mobileProblem, smsCodeProblem } from './login-validation';
import { newPasswordProblems } from './new-password-problems';

/** Account names the server accepts: a letter, then letters, digits or underscores; 3 to 32 long. */
const ACCOUNT_MIN = 3;
const ACCOUNT_MAX = 32;
const FULLNAME_MAX = 50;

export interface RegistrationForm {
  account: string;
  fullname: string;
  mobile: string;
  smsCode: string;
  password: string;
  repeat: string;
  email: string;
  tenantId: string;
}

export type RegistrationProblems = Partial<Record<keyof RegistrationForm, FieldProblem>>;

function accountProblem(account: string): FieldProblem | undefined {
  const value = account.trim();
  if (!value) return contractProblem('validation.required');
  if (value.length < ACCOUNT_MIN) return contractProblem('validation.minLength', { min: ACCOUNT_MIN });
  if (value.length > ACCOUNT_MAX) return contractProblem('validation.maxLength', { max: ACCOUNT_MAX });
  if (!isKey(value)) return contractProblem('validation.key');
  return undefined;
}

export function registrationProblems(form: RegistrationForm): RegistrationProblems {
  const fullname = form.fullname.trim();
  const email = form.email.trim();
  return {
    account: accountProblem(form.account),
    fullname: !fullname
      ? contractProblem('validation.required')
      : fullname.length > FULLNAME_MAX
        ? contractProblem('validation.maxLength', { max: FULLNAME_MAX })
        : undefined,
    mobile: mobileProblem(form.mobile),
    smsCode: smsCodeProblem(form.smsCode),
    ...newPasswordProblems(form.password, form.repeat),
    email: email && !isEmail(email) ? contractProblem('validation.email') : undefined,
    // Named, so the user knows which choice is missing (issue 17 item 7).
    tenantId: form.tenantId ? undefined : { ns: 'ui', key: 'register.tenantRequired' },
  };
}

/**
 * The school to register with before the user picks one: the one the address names
 * (/register?tenant=<code or id>, the link a school hands out), else the only open school.
 */
export function presetTenant(open: readonly TenantSummary[], asked: string | null): string {
  const named = asked ? open.find((t) => t.id === asked || t.code === asked) : undefined;
  if (named) return named.id;
  return open.length === 1 ? open[0]!.id : '';
}
