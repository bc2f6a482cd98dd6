import type { MessageKey } from '@campus/contract';
import { newSchool, type NewSchool } from '@campus/contract/api/platform/schools';
import { contractProblem, type FieldProblem } from '../../components/field-problem';

/** The setup form as typed: the school, its administrator and the password typed twice. */
export type SetupForm = Required<NewSchool> & { repeat: string };
export type SetupField = keyof SetupForm;
export type SetupProblems = Partial<Record<SetupField, FieldProblem>>;

/** The form checked by the contract's rules (the server's own), the first problem of each field. */
export function setupProblems(form: SetupForm): SetupProblems {
  const problems: SetupProblems = {};
  const parsed = newSchool.safeParse(form);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as SetupField;
    const bounds = issue as { minimum?: number | bigint; maximum?: number | bigint };
    problems[field] ??= contractProblem(issue.message as MessageKey, {
      min: Number(bounds.minimum ?? 0),
      max: Number(bounds.maximum ?? 0),
    });
  }
  if (!problems.adminPassword && form.repeat !== form.adminPassword)
    problems.repeat = contractProblem('validation.passwordMismatch');
  return problems;
}
