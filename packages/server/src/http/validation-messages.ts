import { isMessageKey, translate, type Language, type MessageKey } from '@campus/contract';

/** One zod issue as fastify-type-provider-zod hands it over. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

export interface FieldError {
  field: string;
  message: string;
}

const num = (v: unknown): string | number => (typeof v === 'number' || typeof v === 'string' ? v : '');

/** Which of our messages a zod issue means, so the reply is in the caller's language. */
function keyFor(issue: ValidationIssue): { key: MessageKey; params: Record<string, string | number> } {
  const p = issue.params;
  const bounds = { min: num(p.minimum), max: num(p.maximum), expected: num(p.expected) };
  if (isMessageKey(issue.message)) return { key: issue.message, params: bounds };
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message)
        ? { key: 'validation.required', params: bounds }
        : { key: 'validation.type', params: bounds };
    case 'too_small':
      if (p.origin === 'string') {
        return {
          key: Number(p.minimum) <= 1 ? 'validation.required' : 'validation.minLength',
          params: bounds,
        };
      }
      return { key: p.origin === 'array' ? 'validation.required' : 'validation.min', params: bounds };
    case 'too_big':
      return { key: p.origin === 'string' ? 'validation.maxLength' : 'validation.max', params: bounds };
    case 'invalid_format':
      if (p.format === 'email') return { key: 'validation.email', params: bounds };
      if (p.format === 'url') return { key: 'validation.url', params: bounds };
      return { key: 'validation.format', params: bounds };
    case 'invalid_value':
      return { key: 'validation.oneOf', params: bounds };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField', params: bounds };
    default:
      return { key: 'validation.format', params: bounds };
  }
}

/** Field path as the client names it: '/requestPage/pageNo' -> 'requestPage.pageNo'. */
function fieldOf(issue: ValidationIssue, context: string): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    const keys = (issue.params.keys as unknown[]).map(String).join(',');
    return path ? `${path}.${keys}` : keys;
  }
  return path || context;
}

/** One message per field: the first rule it broke (zod goes on checking after a failure). */
export function fieldErrors(issues: ValidationIssue[], context: string, lang: Language): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = fieldOf(issue, context);
    if (byField.has(field)) continue;
    const { key, params } = keyFor(issue);
    byField.set(field, translate(lang, key, params));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
