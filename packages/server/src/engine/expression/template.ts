import { lookupPath, type Scope } from './evaluate.js';

/**
 * Subject templates such as `{starter.name}的请假申请（{days}天）`: each `{path}` is replaced by
 * the value at that path (missing values become empty). Only paths, never expressions.
 */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\}/g;
const FORBIDDEN = /(^|\.)(__proto__|prototype|constructor)(\.|$)/;

export function renderTemplate(template: string, scope: Scope, maxLength = 500): string {
  const text = template.replace(PLACEHOLDER, (_whole, path: string) => {
    if (FORBIDDEN.test(path)) return '';
    const value = lookupPath(scope, path.split('.'));
    return value === null || typeof value === 'object' ? '' : String(value);
  });
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}
