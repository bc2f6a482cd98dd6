import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors.js';
import { inlineRow, part, sheetPart, workbookParts, zipOf, type ZipPart } from '../../../test/zips.js';
import { readSheet, writeSheet } from './sheet.js';

/**
 * The one spreadsheet reader (issue 25 §10): what it makes of the cells Excel and other producers
 * write, that it stops reading a sheet one row past the limit and shared strings past the last
 * one used, and how it refuses a file that is not a workbook. (A bomb's refusal and the limit
 * through the import routes: import-limits.test.ts.)
 */
const read = (parts: ZipPart[], limit = 100) =>
  readSheet({ name: 'test.xlsx', content: zipOf(parts) }, limit);

async function refusal(content: Buffer): Promise<string> {
  const error = await readSheet({ name: 'x.xlsx', content }, 10).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return ((error as AppError).options.params!.rule as Record<string, string>)['en-US']!;
}

describe('readSheet', () => {
  it('reads back what the writer wrote: text, numbers, dates', async () => {
    const content = await writeSheet(
      ['学号', '姓名', '金额', '日期'],
      [
        ['202411102', '李明轩', 5000.5, new Date('2026-03-01T00:00:00Z')],
        ['202411103', '', -12, null],
      ],
    );
    const sheet = await readSheet({ name: 'bills.xlsx', content }, 10);
    expect(sheet).toEqual({
      header: ['学号', '姓名', '金额', '日期'],
      rows: [
        { row: 2, cells: ['202411102', '李明轩', '5000.5', '2026-03-01'] },
        { row: 3, cells: ['202411103', '', '-12'] },
      ],
      more: false,
    });
  });

  it('reads shared and rich strings, booleans, errors, formula results and styled dates', async () => {
    const shared = part(
      'xl/sharedStrings.xml',
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<si><t>学号</t></si><si><t xml:space="preserve"> 姓名 </t></si>' +
        '<si><r><t>李</t></r><r><rPr><b/></rPr><t>明轩</t></r><rPh sb="0" eb="1"><t>り</t></rPh></si>' +
        '<si><t>日期</t></si></sst>',
    );
    const styles = part(
      'xl/styles.xml',
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<numFmts count="2"><numFmt numFmtId="176" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/>' +
        '<numFmt numFmtId="177" formatCode="[Red]0.00"/></numFmts>' +
        '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
        '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="176"/><xf numFmtId="177"/><xf numFmtId="31"/></cellXfs>' +
        '</styleSheet>',
    );
    const sheet = sheetPart(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="s"><v>3</v></c></row>' +
        '<row r="2"/>' +
        '<row r="3"><c r="A3"><v>202411102</v></c><c r="B3" t="s"><v>2</v></c><c r="C3" t="b"><v>1</v></c>' +
        '<c r="D3" s="1"><v>46082</v></c><c r="E3" s="2"><v>46083</v></c><c r="F3" s="3"><v>12.5</v></c>' +
        '<c r="G3" s="4"><v>46084</v></c></row>' +
        '<row r="5"><c r="A5"><f>1+1</f><v>2</v></c><c r="B5" t="str"><f>A1</f><v>学号</v></c>' +
        '<c r="C5" t="e"><v>#DIV/0!</v></c><c r="D5" t="d"><v>2026-03-04T00:00:00</v></c><c r="E5"><f>X1</f></c></row>',
    );
    expect(await read([...workbookParts(sheet), shared, styles])).toEqual({
      header: ['学号', '姓名', '', '日期'],
      rows: [
        { row: 3, cells: ['202411102', '李明轩', 'true', '2026-03-01', '2026-03-02', '12.5', '2026-03-03'] },
        { row: 5, cells: ['2', '学号', '', '2026-03-04', ''] },
      ],
      more: false,
    });
  });

  it('reads rows and cells without addresses, prefixed elements and a byte order mark', async () => {
    const prefixed = part(
      'xl/worksheets/sheet1.xml',
      '\ufeff<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c><x:c><x:v>1</x:v></x:c></x:row>' +
        '<x:row><x:c t="inlineStr"><x:is><x:t>b</x:t></x:is></x:c><x:c><x:v>2</x:v></x:c></x:row></x:sheetData></x:worksheet>',
    );
    expect(await read(workbookParts(prefixed))).toEqual({
      header: ['a', '1'],
      rows: [{ row: 2, cells: ['b', '2'] }],
      more: false,
    });
  });

  it('stops one row past the limit: what follows is never parsed', async () => {
    const rows = [1, 2, 3, 4].map((i) => inlineRow([`r${i}`], i)).join('');
    const sheet = sheetPart(rows, '<row><c <<< not xml');
    expect(await read(workbookParts(sheet), 2)).toEqual({
      header: ['r1'],
      rows: [
        { row: 2, cells: ['r2'] },
        { row: 3, cells: ['r3'] },
      ],
      more: true,
    });
    // The same sheet whole is not a workbook at all.
    expect(await refusal(zipOf(workbookParts(sheet)))).toMatch(/could not be read/);
  });

  it('reads the shared strings only as far as the rows use them', async () => {
    const shared = part(
      'xl/sharedStrings.xml',
      '<sst><si><t>a</t></si><si><t>b</t></si><si><t>c <<< not xml',
    );
    const sheet = sheetPart(
      '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>',
    );
    expect(await read([...workbookParts(sheet), shared])).toMatchObject({
      header: ['a'],
      rows: [{ cells: ['b'] }],
    });
  });

  it('refuses what is not a workbook', async () => {
    expect(await refusal(Buffer.from('not a workbook'))).toMatch(/could not be read/);
    expect(await refusal(zipOf([part('readme.txt', 'hello')]))).toMatch(/could not be read/);
    const truncated = zipOf(workbookParts(sheetPart(inlineRow(['a'], 1))));
    expect(await refusal(truncated.subarray(0, truncated.length - 30))).toMatch(/could not be read/);
  });
});
