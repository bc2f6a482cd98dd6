import type { Language } from '../messages/index.js';
import { localize } from '../forms/localize.js';
import type { FormDefinition, FormField, LocalizedText } from '../forms/types.js';
import type { AffairColumn, ColumnFormat } from './types.js';
import type { ResolvedColumn } from './wire.js';

/**
 * A module's list columns with everything filled in: a form column takes its label, format and
 * dictionary from the form field (so a label is written once, in the form), the request's own
 * columns and the student's take the mechanism's labels.
 */
const OWN_LABELS: Readonly<Record<string, LocalizedText>> = {
  'instance.subject': { 'zh-CN': '标题', 'zh-TW': '標題', 'en-US': 'Subject', 'ja-JP': '件名' },
  'instance.status': { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'Status', 'ja-JP': '状態' },
  'instance.result': { 'zh-CN': '结果', 'zh-TW': '結果', 'en-US': 'Result', 'ja-JP': '結果' },
  'instance.createTime': {
    'zh-CN': '申请时间',
    'zh-TW': '申請時間',
    'en-US': 'Submitted',
    'ja-JP': '申請日時',
  },
  'instance.endTime': { 'zh-CN': '办结时间', 'zh-TW': '辦結時間', 'en-US': 'Decided', 'ja-JP': '完了日時' },
  'instance.curNode': {
    'zh-CN': '当前环节',
    'zh-TW': '當前環節',
    'en-US': 'Current step',
    'ja-JP': '現在の段階',
  },
  'instance.batch': { 'zh-CN': '批次', 'zh-TW': '批次', 'en-US': 'Batch', 'ja-JP': '募集回' },
  'instance.outcome': {
    'zh-CN': '评定结果',
    'zh-TW': '評定結果',
    'en-US': 'Outcome',
    'ja-JP': '決定内容',
  },
  'starter.name': { 'zh-CN': '学生', 'zh-TW': '學生', 'en-US': 'Student', 'ja-JP': '学生' },
  'starter.number': { 'zh-CN': '学号', 'zh-TW': '學號', 'en-US': 'Number', 'ja-JP': '学籍番号' },
  'starter.className': { 'zh-CN': '班级', 'zh-TW': '班級', 'en-US': 'Class', 'ja-JP': 'クラス' },
  'starter.collegeName': { 'zh-CN': '学院', 'zh-TW': '學院', 'en-US': 'College', 'ja-JP': '学部' },
  'starter.grade': { 'zh-CN': '年级', 'zh-TW': '年級', 'en-US': 'Grade', 'ja-JP': '学年' },
};

const OWN_FORMATS: Readonly<Record<string, ColumnFormat>> = {
  'instance.status': 'status',
  'instance.createTime': 'datetime',
  'instance.endTime': 'datetime',
};

function formatOfField(field: FormField): ColumnFormat {
  switch (field.type) {
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'dateRange':
      return 'dateRange';
    case 'money':
      return 'money';
    case 'select':
    case 'radio':
    case 'checkbox':
      return field.dictionary ? 'dictionary' : 'text';
    default:
      return 'text';
  }
}

/** The columns in the reader's language; a form column names a field of the form (checked at load). */
export function resolveColumns(
  columns: readonly AffairColumn[],
  form: FormDefinition | null,
  lang: Language,
): ResolvedColumn[] {
  return columns.map((column) => {
    const field = column.source === 'form' ? form?.fields.find((f) => f.key === column.key) : undefined;
    const own = `${column.source}.${column.key}`;
    const label = column.label ?? field?.label ?? OWN_LABELS[own] ?? column.key;
    const dictionary =
      column.dictionary ??
      (field && 'dictionary' in field && typeof field.dictionary === 'string' ? field.dictionary : undefined);
    const options = column.options
      ? new Map(Object.entries(column.options).map(([value, text]) => [value, localize(text, lang)]))
      : inlineOptionLabels(field, lang);
    return {
      key: column.as ?? column.key,
      source: column.source,
      label: localize(label, lang),
      format:
        column.format ??
        (field ? formatOfField(field) : dictionary ? 'dictionary' : (OWN_FORMATS[own] ?? 'text')),
      ...(dictionary ? { dictionary } : {}),
      ...(options.size ? { options: Object.fromEntries(options) } : {}),
      ...(column.primary ? { primary: true } : {}),
    };
  });
}

/** Choice labels of a form field with inline options, by value, in the reader's language. */
export function inlineOptionLabels(field: FormField | undefined, lang: Language): Map<string, string> {
  if (!field || !('options' in field) || !field.options) return new Map();
  return new Map(field.options.map((o) => [o.value, localize(o.label, lang)]));
}
