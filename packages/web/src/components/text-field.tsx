import type { ComponentProps, ReactNode } from 'react';
import type { FieldProblem } from './field-problem';
import { FormField } from './form-field';
import { TextInput } from './text-input';

type TextFieldProps = ComponentProps<typeof TextInput> & {
  /** The input's id, which its label names. */
  id: string;
  label: string;
  /** The login screen's compact row (FormField's icon). */
  icon?: ReactNode;
  /** Shown at the end of the row, e.g. a send-code button. */
  extra?: ReactNode;
  problem?: FieldProblem;
};

/** A labelled text input of the sign-in and password forms, its problem below. */
export function TextField({ label, icon, extra, problem, ...input }: TextFieldProps) {
  return (
    <FormField htmlFor={input.id} label={label} icon={icon} extra={extra} problem={problem}>
      <TextInput {...input} />
    </FormField>
  );
}
