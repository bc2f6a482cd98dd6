import ExcelJS from 'exceljs';
import type { Language } from '@campus/contract';
import type { Texts } from './group-refusal.js';

/**
 * A group's own list as a spreadsheet (student information, collections, admissions): headers in
 * the caller's language, the header row bold and frozen. The group gives its columns and rows.
 */
export interface SheetColumn<R> {
  key: string;
  header: Texts;
  width: number;
  value: (row: R, lang: Language) => unknown;
}

export async function writeSheet<R>(
  title: string,
  columns: readonly SheetColumn<R>[],
  rows: readonly R[],
  lang: Language,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'campus-affairs';
  const sheet = book.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header[lang], width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row, lang)])));
  return Buffer.from(await book.xlsx.writeBuffer());
}
