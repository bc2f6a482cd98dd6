import { isMessageKey, type FieldIssue, type Language } from '@campus/contract';
import { translate } from '../../i18n/contract-messages';

/** A problem of one field as the user reads it; `field` is a data path ('reason', 'members[1].phone'). */
export interface FieldError {
  field: string;
  text: string;
}

/** The problems of one top-level field: its own, and those of its sub-table cells by "row.column". */
export interface FieldErrors {
  own: string[];
  cells: Record<string, string>;
}

/** The contract validator's issues, in the reader's language (its messages are catalogue keys). */
export function translateIssues(issues: readonly FieldIssue[], language: Language): FieldError[] {
  return issues.map((issue) => ({
    field: issue.field,
    text: translate(language, issue.message, issue.params),
  }));
}

/**
 * The fields a refusal names (state 6050202 or 400: `variables.fields`, each already in the
 * caller's language), so the form can mark them as it marks its own findings.
 */
export function fieldErrorsOfReply(variables: unknown, language: Language): FieldError[] {
  const fields = (variables as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: unknown): FieldError[] => {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') return [];
    // A key left untranslated is still better shown in words.
    return [{ field, text: isMessageKey(message) ? translate(language, message) : message }];
  });
}

const PATH = /^(\w+)(?:\[(\d+)\]\.(\w+))?$/;

/** Groups problems by top-level field; cell problems go to their sub-table under "row.column". */
export function groupFieldErrors(errors: readonly FieldError[]): Record<string, FieldErrors> {
  const grouped: Record<string, FieldErrors> = {};
  for (const { field, text } of errors) {
    const [, key = field, row, column] = PATH.exec(field) ?? [];
    const entry = (grouped[key] ??= { own: [], cells: {} });
    if (row !== undefined && column !== undefined) entry.cells[`${row}.${column}`] ??= text;
    else if (!entry.own.includes(text)) entry.own.push(text);
  }
  return grouped;
}
