import type { ChangeRow } from '@campus/contract/routes/api/affairs/change-log';
import type { ChangeLogTexts } from './texts';

/**
 * How the screen shows an entry's fields: each changed field as "before → after", values the
 * way a reader reads them (text as written, yes/no for Y/N and booleans, lists joined, anything
 * else as compact JSON), an absent value as the screen's word for none.
 */
export interface FieldLine {
  field: string;
  before: string;
  after: string;
}

type Words = Pick<ChangeLogTexts, 'absent' | 'yes' | 'no'>;

/** A JSON text the server stored for a list (a batch's grades) is shown as the list. */
function parsedList(text: string): unknown[] | null {
  if (!text.startsWith('[')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function formatValue(value: unknown, words: Words): string {
  if (value === null || value === undefined || value === '') return words.absent;
  if (value === true || value === 'Y') return words.yes;
  if (value === false || value === 'N') return words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const list = parsedList(value);
    if (!list) return value;
    return list.length === 0 ? words.absent : list.map((v) => formatValue(v, words)).join(', ');
  }
  if (Array.isArray(value))
    return value.length === 0 ? words.absent : value.map((v) => formatValue(v, words)).join(', ');
  return JSON.stringify(value);
}

export function fieldLines(row: Pick<ChangeRow, 'fields'>, words: Words): FieldLine[] {
  return row.fields.map((f) => ({
    field: f.field,
    before: formatValue(f.before, words),
    after: formatValue(f.after, words),
  }));
}

/** "Where from": the address, then the client as given (a browser's own description). */
export const originOf = (row: Pick<ChangeRow, 'ip' | 'client'>) =>
  [row.ip, row.client].filter(Boolean).join(' · ');
