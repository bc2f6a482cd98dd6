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
    '一次最多导入 {max} 行，本文件有 {count} 行',
    '一次最多匯入 {max} 列，本檔案有 {count} 列',
    'At most {max} rows at a time; this file has {count}',
    '一度に取り込めるのは {max} 行までです（このファイルは {count} 行）',
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
