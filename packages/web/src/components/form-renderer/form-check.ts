import {
  validateForm,
  type FieldOption,
  type FieldPermissions,
  type FormDefinition,
  type FormValues,
  type Language,
} from '@campus/contract';
import { editableValues } from './field-access';
import { translateIssues, type FieldError } from './field-errors';

export interface FormCheck {
  /** What to submit: the editable values as the validator normalised them (numbers, trimmed text). */
  values: FormValues;
  /** Every value after the check, computed fields recomputed (what the screen shows). */
  all: FormValues;
  errors: FieldError[];
}

export interface CheckOptions {
  permissions?: FieldPermissions;
  dictionaries: Record<string, FieldOption[]>;
  /** Today as yyyy-MM-dd for 'today' bounds. */
  today: string;
  language: Language;
}

/**
 * The client half of the one rule set: the contract's validateForm, exactly as the server runs it
 * on start and on every action that carries data, with its findings in the reader's language.
 */
export function checkForm(definition: FormDefinition, values: FormValues, options: CheckOptions): FormCheck {
  const result = validateForm(
    definition,
    values,
    { permissions: options.permissions, dictionaries: options.dictionaries, today: options.today },
    values,
  );
  return {
    values: editableValues(definition, result.values, options.permissions),
    all: result.values,
    errors: translateIssues(result.issues, options.language),
  };
}
