import { isTemplateId as isTemplateIdText, type ListSort } from '@campus/contract';
import type { DictionaryEntry } from '../../api/dictionaries';
import type { TemplateColumn, TemplateRow } from '../../api/templates';
import { formatDateTime } from '../../lib/format';

/** /d/list/:id takes word characters only, as the server's template ids (SPEC §2.1). */
export function isTemplateId(id: string | undefined): id is string {
  return id !== undefined && isTemplateIdText(id);
}

/** Dictionaries by type key, each a map from value to name. */
export type Dictionaries = ReadonlyMap<string, ReadonlyMap<string, string>>;

export function dictionaryMap(entries: readonly DictionaryEntry[]): ReadonlyMap<string, string> {
  return new Map(entries.map((entry) => [entry.key, entry.name]));
}

const DATE_TIME = 'YYYY-MM-DD HH:mm';

/** A cell as people read it: dictionary names, dates, and '' for nothing. */
export function cellText(value: unknown, column: TemplateColumn, dictionaries: Dictionaries): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.dictionary) return dictionaries.get(column.dictionary)?.get(String(value)) ?? String(value);
  if (column.type === 'date' && typeof value === 'number') return formatDateTime(value, DATE_TIME);
  return String(value);
}

/** The row's title (its first column) and the rest as label and text, leaving out empty cells. */
export function rowView(row: TemplateRow, columns: readonly TemplateColumn[], dictionaries: Dictionaries) {
  const [first, ...rest] = columns;
  return {
    title: first ? cellText(row[first.key], first, dictionaries) : '',
    fields: rest
      .map((column) => ({
        key: column.key,
        label: column.label,
        text: cellText(row[column.key], column, dictionaries),
      }))
      .filter((field) => field.text !== ''),
  };
}

/** The filters the user has filled in, by parameter key; empty ones are not sent. */
export function activeFilters(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/** A stable key for the list cache: the same filters and sort are the same list. */
export function listKey(filters: Readonly<Record<string, string>>, sort: ListSort): string {
  const parts = Object.entries(filters).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([parts, sort.field, sort.order]);
}
