import { isMessageKey, type MessageKey } from '@campus/contract';
import type { ZodType } from 'zod';

/**
 * Checks a form against one of the contract's schemas and returns the first problem of each field,
 * as the message key the schema names (SPEC §5). An empty result means the form is valid.
 */
export function schemaProblems<Field extends string>(
  schema: ZodType,
  value: Record<Field, unknown>,
): Partial<Record<Field, MessageKey>> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const problems: Partial<Record<Field, MessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (problems[field]) continue;
    problems[field] = isMessageKey(issue.message) ? issue.message : 'validation.format';
  }
  return problems;
}
