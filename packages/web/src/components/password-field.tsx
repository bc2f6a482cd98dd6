import type { ComponentProps, ReactNode } from 'react';
import type { FieldProblem } from './field-problem';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

type PasswordFieldProps = ComponentProps<typeof PasswordInput> & {
  label: string;
  /** The login screen's compact row (FormField's icon). */
  icon?: ReactNode;
  problem?: FieldProblem;
};

/** A labelled password input (with its show/hide button) of the sign-in and password forms. */
export function PasswordField({ label, icon, problem, ...input }: PasswordFieldProps) {
  return (
    <FormField htmlFor={input.id} label={label} icon={icon} problem={problem}>
      <PasswordInput {...input} />
    </FormField>
  );
}
