import { isMessageKey, newPasswordSchema } from '@campus/contract';
import { contractProblem, type FieldProblem } from '../../components/field-problem';

/** A new password and its repetition, by the contract's rules (strength; SPEC §5 repeat must match). */
export function newPasswordProblems(
  password: string,
  repeat: string,
): { password?: FieldProblem; repeat?: FieldProblem } {
  const strength = newPasswordSchema.safeParse(password);
  const message = strength.success ? undefined : strength.error.issues[0]?.message;
  return {
    password:
      message === undefined ? undefined : contractProblem(isMessageKey(message) ? message : 'state.6040107'),
    repeat: !repeat
      ? contractProblem('validation.password')
      : repeat !== password
        ? contractProblem('validation.passwordMismatch')
        : undefined,
  };
}
