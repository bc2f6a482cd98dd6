import type { Language } from '@campus/contract';
import type { Texts } from './group-refusal.js';
import { sheetFile } from './spreadsheet.js';

/**
 * A group's own list as a spreadsheet (student information, collections, admissions) with its
 * headers and values in the caller's language, written by the mechanism's one writer
 * (spreadsheet.ts).
 */
export interface SheetColumn<R> {
  key: string;
  header: Texts;
  width: number;
  value: (row: R, lang: Language) => unknown;
}

export function writeSheet<R>(
  title: string,
  columns: readonly SheetColumn<R>[],
  rows: readonly R[],
  lang: Language,
): Promise<Buffer> {
  return sheetFile(
    title,
    columns.map((c) => ({
      key: c.key,
      header: c.header[lang],
      width: c.width,
      value: (row: R) => c.value(row, lang),
    })),
    rows,
  );
}
