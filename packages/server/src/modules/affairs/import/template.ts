import type { Language } from '@campus/contract';
import { texts, type Texts } from '../group-refusal.js';
import { sheetOf, workbookFile } from '../spreadsheet.js';
import type { ImportColumn, ImportKind } from './kind.js';

/**
 * An import kind's template: the sheet to fill (headers in the reader's language, one example
 * row) and a second sheet explaining each column (required or not, its format, the example), so
 * a school fills it in without reading any manual.
 */
const WORDS = {
  sheet: texts('导入数据', '匯入資料', 'Data', 'データ'),
  notes: texts('填写说明', '填寫說明', 'How to fill in', '記入方法'),
  column: texts('列', '欄', 'Column', '列'),
  required: texts('必填', '必填', 'Required', '必須'),
  format: texts('格式', '格式', 'Format', '形式'),
  example: texts('示例', '範例', 'Example', '例'),
  yes: texts('是', '是', 'Yes', 'はい'),
  no: texts('否', '否', 'No', 'いいえ'),
  text: texts('文字', '文字', 'Text', '文字'),
} satisfies Record<string, Texts>;

export async function templateOf(
  kind: Pick<ImportKind, 'key' | 'columns'>,
  lang: Language,
): Promise<{ file: Buffer; fileName: string }> {
  const data = sheetOf({
    title: WORDS.sheet[lang],
    columns: kind.columns.map((c, i) => ({
      key: `c${i}`,
      header: c.header[lang],
      width: Math.max(12, c.header[lang].length * 2 + 4),
      value: (row: readonly string[]) => row[i],
    })),
    rows: [kind.columns.map((c) => c.example ?? '')],
  });
  const notes = sheetOf({
    title: WORDS.notes[lang],
    columns: [
      { key: 'column', header: WORDS.column[lang], width: 20, value: (c: ImportColumn) => c.header[lang] },
      {
        key: 'required',
        header: WORDS.required[lang],
        width: 10,
        value: (c: ImportColumn) => (c.required ? WORDS.yes : WORDS.no)[lang],
      },
      {
        key: 'format',
        header: WORDS.format[lang],
        width: 50,
        value: (c: ImportColumn) => (c.format ?? WORDS.text)[lang],
      },
      { key: 'example', header: WORDS.example[lang], width: 24, value: (c: ImportColumn) => c.example ?? '' },
    ],
    rows: kind.columns,
  });
  return { file: await workbookFile([data, notes]), fileName: `${kind.key}-template.xlsx` };
}
