import ExcelJS from 'exceljs';

/**
 * The server's one spreadsheet writer (the staff query's export, a group's own tables such as the
 * evaluation's class scores or the bills, the import template): one sheet, bold frozen headers in
 * the caller's language, a value per column and row, every text made inert (`inertCell`).
 */
export interface SheetColumn<R> {
  key: string;
  header: string;
  width: number;
  value: (row: R) => unknown;
  /** An Excel number format (dates: 'yyyy-mm-dd hh:mm'). */
  numFmt?: string;
}

/**
 * What makes a spreadsheet program read text as a formula once the file is saved as CSV or
 * imported elsewhere (OWASP, CSV injection): = + - @ and a leading tab or carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as written: numbers, booleans and dates stay what they are (a negative amount is still a
 * number); anything else is text, and text that starts like a formula gets a quote in front, so
 * what a student or a candidate typed (`=HYPERLINK(...)`) is shown, never run. An object (ExcelJS
 * reads `{formula}` or `{hyperlink}` as live) is written as its JSON text.
 */
export function inertCell(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One sheet of a workbook: its title, columns and rows. */
export interface SheetPart<R> {
  title: string;
  columns: readonly SheetColumn<R>[];
  rows: readonly R[];
}

function addSheet<R>(book: ExcelJS.Workbook, { title, columns, rows }: SheetPart<R>) {
  const sheet = book.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ key: c.key, header: inertCell(c.header) as string, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows)
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, inertCell(c.value(row))])));
  for (const c of columns) if (c.numFmt) sheet.getColumn(c.key).numFmt = c.numFmt;
}

/** A sheet ready to be added to a workbook, whatever its rows' type. */
export type SheetOf = (book: ExcelJS.Workbook) => void;
export const sheetOf =
  <R>(part: SheetPart<R>): SheetOf =>
  (book) =>
    addSheet(book, part);

/** A workbook of several sheets (an import template: the sheet to fill and the one explaining it). */
export async function workbookFile(sheets: readonly SheetOf[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'campus-affairs';
  for (const add of sheets) add(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function sheetFile<R>(
  title: string,
  columns: readonly SheetColumn<R>[],
  rows: readonly R[],
): Promise<Buffer> {
  return workbookFile([sheetOf({ title, columns, rows })]);
}
