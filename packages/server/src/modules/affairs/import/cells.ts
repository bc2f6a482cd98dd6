import { isAcademicYear } from '@campus/contract';
import { say, texts, type Texts } from '../group-refusal.js';
import type { CellResult } from './kind.js';

/** The mechanism's words for refused cells and files, in every language. */
export const IMPORT_TEXTS = {
  required: texts('不能为空', '不能為空', 'is required', '必須です'),
  notMoney: texts(
    '应为不小于 0 的金额（最多两位小数）',
    '應為不小於 0 的金額（最多兩位小數）',
    'must be an amount of at least 0 (at most two decimals)',
    '0 以上の金額（小数 2 桁まで）で入力してください',
  ),
  tooLarge: texts('金额过大', '金額過大', 'is too large', '金額が大きすぎます'),
  notYear: texts(
    '应为学年，如 2026-2027',
    '應為學年，如 2026-2027',
    'must be an academic year such as 2026-2027',
    '2026-2027 のような学年で入力してください',
  ),
  tooLong: texts(
    '不能超过 {max} 个字',
    '不能超過 {max} 個字',
    'must be at most {max} characters',
    '{max} 文字以内にしてください',
  ),
  missingColumn: texts(
    '缺少“{column}”列',
    '缺少「{column}」欄',
    'The column "{column}" is missing',
    '列「{column}」がありません',
  ),
  notSpreadsheet: texts(
    '无法读取该文件，请上传 Excel 工作簿（.xlsx）',
    '無法讀取該檔案，請上傳 Excel 活頁簿（.xlsx）',
    'The file could not be read; upload an Excel workbook (.xlsx)',
    'ファイルを読み取れません。Excel ブック（.xlsx）をアップロードしてください',
  ),
  noRows: texts(
    '文件中没有数据行',
    '檔案中沒有資料列',
    'The file has no data rows',
    'ファイルにデータ行がありません',
  ),
  tooManyRows: texts(
    '一次最多导入 {max} 行，本文件超过了，请分成几个文件导入',
    '一次最多匯入 {max} 列，本檔案超過了，請分成幾個檔案匯入',
    'At most {max} rows at a time; this file has more: split it into several files',
    '一度に取り込めるのは {max} 行までです。このファイルはそれを超えているので、分けて取り込んでください',
  ),
  archiveTooLarge: texts(
    '“{file}”解压后超过 {max} MB，远超可导入的表格，未读取',
    '「{file}」解壓後超過 {max} MB，遠超可匯入的表格，未讀取',
    '"{file}" unpacks to more than {max} MB, far more than any sheet for import; it was not read',
    '「{file}」は展開すると {max} MB を超え、取り込む表としては大きすぎるため、読み込みませんでした',
  ),
  archiveRatio: texts(
    '“{file}”的压缩比超过 {ratio} 倍，正常的工作簿不会如此，未读取',
    '「{file}」的壓縮比超過 {ratio} 倍，正常的活頁簿不會如此，未讀取',
    '"{file}" is compressed more than {ratio} to 1, as no real workbook is; it was not read',
    '「{file}」は圧縮率が {ratio} 倍を超えており、通常のブックではないため、読み込みませんでした',
  ),
  archiveParts: texts(
    '“{file}”包含超过 {max} 个部件，不是正常的工作簿，未读取',
    '「{file}」包含超過 {max} 個部件，不是正常的活頁簿，未讀取',
    '"{file}" holds more than {max} parts, as no real workbook does; it was not read',
    '「{file}」は {max} 個を超える部品を含み、通常のブックではないため、読み込みませんでした',
  ),
  archiveDamaged: texts(
    '“{file}”已损坏：其中的内容解压后比它声明的大，未读取',
    '「{file}」已損壞：其中的內容解壓後比它聲明的大，未讀取',
    '"{file}" is damaged: a part unpacks to more than it declares; it was not read',
    '「{file}」は壊れています（展開すると宣言より大きい部品があります）。読み込みませんでした',
  ),
  notFound: texts('没有这次导入', '沒有這次匯入', 'No such import', 'この取り込みはありません'),
  hasErrors: texts(
    '文件有 {count} 处错误，请修改后重新上传',
    '檔案有 {count} 處錯誤，請修改後重新上傳',
    'The file has {count} errors; correct them and upload it again',
    'ファイルに {count} 件のエラーがあります。修正して再度アップロードしてください',
  ),
  expired: texts(
    '这次导入已处理过，请重新上传',
    '這次匯入已處理過，請重新上傳',
    'This import was already handled; upload the file again',
    'この取り込みは処理済みです。再度アップロードしてください',
  ),
  failed: texts(
    '导入失败，未写入任何数据：{reason}',
    '匯入失敗，未寫入任何資料：{reason}',
    'The import failed and nothing was written: {reason}',
    '取り込みに失敗し、何も書き込まれていません：{reason}',
  ),
} satisfies Record<string, Texts>;

const MAX_FEN = 100_000_000_00; // a hundred million yuan

/** Text cells, at most `max` characters. */
export const textCell =
  (max: number) =>
  (cell: string): CellResult =>
    cell.length > max ? { error: say(IMPORT_TEXTS.tooLong, { max }) } : { value: cell };

/** An amount in yuan (up to two decimals) as fen. */
export function moneyCell(cell: string): CellResult {
  const clean = cell.replace(/[,，\s¥￥]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return { error: IMPORT_TEXTS.notMoney };
  const fen = Math.round(Number(clean) * 100);
  return fen > MAX_FEN ? { error: IMPORT_TEXTS.tooLarge } : { value: fen };
}

export function academicYearCell(cell: string): CellResult {
  const clean = cell.replace(/\s/g, '').replace(/[—–~至]/g, '-');
  return isAcademicYear(clean) ? { value: clean } : { error: IMPORT_TEXTS.notYear };
}
