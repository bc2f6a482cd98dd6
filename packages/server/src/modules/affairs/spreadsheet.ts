import ExcelJS from 'exceljs';

/**
 * The mechanism's one spreadsheet writer (the staff query's export, a group's own tables such as
 * the evaluation's class scores): one sheet, bold frozen headers in the caller's language, a
 * value per column and row.
 */
export interface SheetColumn<R> {
  key: string;
  header: string;
  width: number;
  value: (row: R) => unknown;
  /** An Excel number format (dates: 'yyyy-mm-dd hh:mm'). */
  numFmt?: string;
}

export async function sheetFile<R>(
  title: string,
  columns: readonly SheetColumn<R>[],
  rows: readonly R[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'campus-affairs';
  const sheet = book.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row)])));
  for (const c of columns) if (c.numFmt) sheet.getColumn(c.key).numFmt = c.numFmt;
  return Buffer.from(await book.xlsx.writeBuffer());
}
