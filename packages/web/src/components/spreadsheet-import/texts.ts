import { fillTemplate, type Language } from '@campus/contract';
import { useCallback } from 'react';
import { useViewStore } from '../../stores/view';

/** The spreadsheet import's words (any import screen: bills, the school's master data), in every language. */
type Texts = Record<Language, string>;
const T = (zh: string, tw: string, en: string, ja: string): Texts => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

const TEXTS = {
  choose: T('选择文件', '選擇檔案', 'Choose a file', 'ファイルを選択'),
  template: T('下载模板', '下載範本', 'Download the template', 'テンプレートをダウンロード'),
  rows: T(
    '共 {total} 行，{valid} 行无误',
    '共 {total} 列，{valid} 列無誤',
    '{total} rows, {valid} without errors',
    '{total} 行中 {valid} 行に誤りなし',
  ),
  errors: T(
    '{n} 处错误，请修改文件后重新上传',
    '{n} 處錯誤，請修改檔案後重新上傳',
    '{n} errors: correct the file and upload it again',
    '{n} 件のエラー：ファイルを修正して再度アップロードしてください',
  ),
  row: T('第 {row} 行', '第 {row} 列', 'Row {row}', '{row} 行目'),
  wholeRow: T('整行', '整列', 'Whole row', '行全体'),
  sample: T('前几行', '前幾列', 'First rows', '先頭の行'),
  confirm: T('确认导入 {n} 行', '確認匯入 {n} 列', 'Import {n} rows', '{n} 行を取り込む'),
  running: T(
    '正在导入 {done}/{total}',
    '正在匯入 {done}/{total}',
    'Importing {done}/{total}',
    '取り込み中 {done}/{total}',
  ),
  done: T('已导入 {n} 行', '已匯入 {n} 列', '{n} rows imported', '{n} 行を取り込みました'),
  again: T('再导入一个文件', '再匯入一個檔案', 'Import another file', '別のファイルを取り込む'),
} as const;

export type ImportTextKey = keyof typeof TEXTS;

export function useImportTexts() {
  const language = useViewStore((s) => s.language);
  return useCallback(
    (key: ImportTextKey, params?: Record<string, string | number>) =>
      fillTemplate(TEXTS[key][language], params),
    [language],
  );
}
