import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetFile } from './spreadsheet.js';

/**
 * Issue 25 §12: text a user typed is written as inert text. A cell starting with = + - @, a tab or
 * a carriage return (OWASP's CSV injection list) becomes live when the sheet is saved as CSV or
 * imported elsewhere, so the writer puts a quote before it; numbers, dates and booleans stay what
 * they are (a negative amount is still a number).
 */
async function written(values: unknown[], header = 'Value') {
  const file = await sheetFile('Test', [{ key: 'v', header, width: 10, value: (v: unknown) => v }], values);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  return { header: sheet.getCell(1, 1), cells: values.map((_, i) => sheet.getCell(i + 2, 1)) };
}

describe('sheetFile', () => {
  it('puts a quote before text that a spreadsheet would read as a formula', async () => {
    const typed = [
      '=HYPERLINK("http://x","y")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '=cmd|" /C calc"!A0',
    ];
    const { cells } = await written(typed);
    cells.forEach((cell, i) => {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      // (XML hands a carriage return back as a line feed.)
      expect(cell.value).toBe(`'${typed[i]!.replace('\r', '\n')}`);
    });
  });

  it('keeps plain text, numbers, negative amounts, dates and empty cells as they are', async () => {
    const date = new Date('2026-03-01T08:00:00Z');
    const { cells } = await written(['李明轩', 'a=b', ' 1', 12.5, -300, 0, date, null, '', true]);
    expect(cells.map((c) => c.value)).toEqual(['李明轩', 'a=b', ' 1', 12.5, -300, 0, date, null, '', true]);
    expect(cells[4]!.type).toBe(ExcelJS.ValueType.Number);
  });

  it('writes an object as inert text, never as a formula or a link', async () => {
    const { cells } = await written([{ formula: 'SUM(1,2)' }, { text: 'x', hyperlink: 'http://x' }]);
    for (const cell of cells) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
  });

  it('treats a header as text too (a collection’s question is typed by staff)', async () => {
    const { header } = await written([], '=1+2');
    expect(header.value).toBe("'=1+2");
  });
});
