import ExcelJS from 'exceljs';
import { sheetFile } from '../spreadsheet.js';

/**
 * The first worksheet of an .xlsx as text: the header row and the data rows (cells trimmed,
 * numbers as written, dates as yyyy-MM-dd, formulas as their result), with their spreadsheet
 * row numbers; empty rows are skipped. Null when the bytes are not a workbook.
 */
export interface SheetRows {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

export async function readSheet(content: Buffer): Promise<SheetRows | null> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = book.worksheets[0];
  if (!sheet) return null;
  let header: string[] | null = null;
  const rows: SheetRows['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
    if (cells.every((c) => c === '')) return;
    if (header === null) header = cells;
    else rows.push({ row: number, cells });
  });
  return { header: header ?? [], rows };
}

/** A workbook of one sheet (what tests, the benchmark and a template download write), by the one writer. */
export function writeSheet(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<Buffer> {
  return sheetFile(
    'Sheet1',
    header.map((title, i) => ({ key: `c${i}`, header: title, width: 14, value: (row) => row[i] })),
    rows,
  );
}
