import type { ChangedField } from '@campus/contract/api/affairs/change-log';

/**
 * The fields a change touched, with their values before and after, and nothing else: an entry
 * says what moved, not the whole object. Values are bounded (a long text is cut, the whole entry
 * capped) so no write can make the log grow without limit.
 */

/** The longest text value kept; longer ones are cut and marked. */
const TEXT_MAX = 500;
/** The most fields one entry keeps. */
const FIELDS_MAX = 50;
/** The most JSON characters of one side (before or after) of an entry. */
export const SIDE_MAX = 8_000;

type Values = Readonly<Record<string, unknown>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function bounded(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : value;
  }
  return value;
}

/** The changed fields of `before` -> `after` (a creation: before empty; a deletion: after empty). */
export function changedFields(before: Values, after: Values): ChangedField[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !same(before[key], after[key]))
    .slice(0, FIELDS_MAX)
    .map((field) => ({ field, before: bounded(before[field]), after: bounded(after[field]) }));
}

/** One side of the fields as stored: a JSON object, within SIDE_MAX (the last fields dropped if need be). */
export function sideJson(fields: readonly ChangedField[], side: 'before' | 'after'): string {
  const values: Record<string, unknown> = {};
  let json = '{}';
  for (const f of fields) {
    if (f[side] === null) continue;
    values[f.field] = f[side];
    const next = JSON.stringify(values);
    if (next.length > SIDE_MAX) break;
    json = next;
  }
  return json;
}
