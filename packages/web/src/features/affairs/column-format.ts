import type { Language, ResolvedColumn } from '@campus/contract';
import dayjs from '../../lib/dayjs';
import { formatDateTime, formatMoney } from '../../lib/format';

export interface ColumnContext {
  language: Language;
  /** "{n} days" in the reader's language. */
  days: (n: number) => string;
  /** The label of a dictionary entry, when the dictionary is loaded. */
  dictionaryLabel?: (dictionary: string, key: string) => string | undefined;
}

const asTime = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? dayjs(value) : undefined;

/**
 * A list column's value as text, the way its descriptor says to show it. Status columns are shown
 * as tags by the screens; here they are their key. Empty values are ''.
 */
export function columnText(column: ResolvedColumn, value: unknown, context: ColumnContext): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.options) {
    const named = (v: unknown) => column.options?.[String(v)] ?? String(v);
    return Array.isArray(value) ? value.map(named).join(', ') : named(value);
  }
  switch (column.format) {
    case 'date': {
      // A moment is read on the school's clock; a written date is already the school's.
      if (typeof value === 'number') return formatDateTime(value, 'YYYY-MM-DD');
      const day = asTime(value);
      return day?.isValid() ? day.format('YYYY-MM-DD') : String(value);
    }
    case 'datetime': {
      if (typeof value === 'number') return formatDateTime(value, 'YYYY-MM-DD HH:mm');
      const time = asTime(value);
      return time?.isValid() ? time.format('YYYY-MM-DD HH:mm') : String(value);
    }
    case 'dateRange':
      return Array.isArray(value) && value.length === 2
        ? `${String(value[0])} ~ ${String(value[1])}`
        : String(value);
    case 'days':
      return typeof value === 'number' ? context.days(value) : String(value);
    case 'money': {
      const amount = Number(value);
      return Number.isFinite(amount) ? formatMoney(amount) : String(value);
    }
    case 'dictionary':
      return (
        (column.dictionary && context.dictionaryLabel?.(column.dictionary, String(value))) ?? String(value)
      );
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** The columns of a list split the way a card shows them: the title, the status, the other lines. */
export function cardColumns(columns: readonly ResolvedColumn[]) {
  const primary = columns.find((c) => c.primary);
  const status = columns.find((c) => c.format === 'status');
  const lines = columns.filter((c) => c !== primary && c !== status);
  return { primary, status, lines };
}
