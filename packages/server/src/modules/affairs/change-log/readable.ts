import type { Language } from '@campus/contract';
import type { ChangeRow } from '@campus/contract/api/affairs/change-log';
import {
  FIELD_NAMES,
  ID_FIELDS,
  isMomentField,
  VALUE_WORDS,
} from '@campus/contract/api/affairs/change-log-words';
import { ROLE_FIELDS, type EntryNames } from './names.js';

/**
 * An entry's changed fields as the export writes them, the way the screen shows them (web
 * features/admin/change-log/format.ts): the field's name in the reader's language, coded values
 * as words, ids as the names they stand for, moments as dates in the school's time zone.
 */
export interface Reading extends EntryNames {
  lang: Language;
  /** Writes a moment (epoch ms) as a date. */
  when: (at: number) => string;
}

/** A value as one line of the sheet shows it: text as is, absent as "—", anything else as JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** A record's own entry (a stored value such as "constructor" must not reach Object's). */
const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

function valueIn(field: string, value: unknown, r: Reading): string {
  if (Array.isArray(value) && ROLE_FIELDS.has(field))
    return value.map((v) => valueIn(field, v, r)).join(', ') || '—';
  if (typeof value === 'number' && isMomentField(field)) return r.when(value);
  if (typeof value !== 'string') return shown(value);
  if (ROLE_FIELDS.has(field)) return own(r.roleNames, value) ?? value;
  if (ID_FIELDS.includes(field)) return own(r.names, value) ?? value;
  return own(own(VALUE_WORDS, field), value)?.[r.lang] ?? value;
}

/** Each changed field on its own line: `name: before → after`. */
export const changeLines = (row: ChangeRow, r: Reading) =>
  row.fields
    .map((f) => {
      const name = own(FIELD_NAMES, f.field)?.[r.lang] ?? f.field;
      return `${name}: ${valueIn(f.field, f.before, r)} → ${valueIn(f.field, f.after, r)}`;
    })
    .join('\n');
