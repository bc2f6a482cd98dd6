import type { Language } from '@campus/contract';
import type { ChangePageReply, ChangeRow } from '@campus/contract/routes/api/affairs/change-log';
import {
  FIELD_NAMES,
  ID_FIELDS,
  isMomentField,
  ROLE_FIELDS,
  VALUE_WORDS,
} from '@campus/contract/api/affairs/change-log-words';
import type { ChangeLogTexts } from './texts';

/**
 * How the screen shows an entry's fields: each changed field by its name in the reader's language
 * (a field not known keeps its key) as "before → after", values the way a reader reads them (coded
 * values as words, an org's or person's id and a role code as the name the server found for it on
 * this page, a moment as a date and time, yes/no for Y/N and booleans, lists joined, other text as
 * written, anything else as compact JSON), an absent value as the screen's word for none.
 */
export interface FieldLine {
  /** The stored key (stable, for a list key). */
  key: string;
  field: string;
  before: string;
  after: string;
}

/** What a page's values read as: the reader's language, the page's names, how a moment is written. */
export interface Reading extends Pick<ChangePageReply, 'names' | 'roleNames'> {
  language: Language;
  when: (at: number) => string;
}

/** A record's own entry (a stored value such as "constructor" must not reach Object's). */
const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

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

/** A field's value: what it names or means when the field says so, else as formatValue shows it. */
export function fieldValue(field: string, value: unknown, words: Words, reading: Reading): string {
  if (Array.isArray(value) && (ROLE_FIELDS.includes(field) || ID_FIELDS.includes(field)))
    return value.length === 0
      ? words.absent
      : value.map((v) => fieldValue(field, v, words, reading)).join(', ');
  if (typeof value === 'number' && isMomentField(field)) return reading.when(value);
  if (typeof value === 'string' && value !== '') {
    const named = ROLE_FIELDS.includes(field)
      ? own(reading.roleNames, value)
      : ID_FIELDS.includes(field)
        ? own(reading.names, value)
        : own(own(VALUE_WORDS, field), value)?.[reading.language];
    if (named !== undefined) return named;
  }
  return formatValue(value, words);
}

/** A field's name in the reader's language; a field not known keeps its key. */
export const fieldName = (field: string, language: Language) => own(FIELD_NAMES, field)?.[language] ?? field;

export function fieldLines(row: Pick<ChangeRow, 'fields'>, words: Words, reading: Reading): FieldLine[] {
  return row.fields.map((f) => ({
    key: f.field,
    field: fieldName(f.field, reading.language),
    before: fieldValue(f.field, f.before, words, reading),
    after: fieldValue(f.field, f.after, words, reading),
  }));
}

/** "Where from": the address, then the client as given (a browser's own description). */
export const originOf = (row: Pick<ChangeRow, 'ip' | 'client'>) =>
  [row.ip, row.client].filter(Boolean).join(' · ');
