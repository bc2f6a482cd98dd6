import type { Language } from '@campus/contract';
import type { TermRule } from '@campus/contract/api/admin/calendar-rules';
import { useViewStore } from '../../../stores/view';

/** The school calendar screen's words, one table per language. */
export interface CalendarTexts {
  intro: string;
  terms: string;
  termsEmpty: string;
  termName: string;
  termNameHint: string;
  first: string;
  last: string;
  days: (n: number) => string;
  addTerm: string;
  editTerm: string;
  edit: string;
  remove: string;
  removeConfirm: (name: string) => string;
  save: string;
  cancel: string;
  saved: string;
  required: string;
  rules: Record<TermRule, (name: string) => string>;
  holidays: string;
  holidaysHint: string;
  workdays: string;
  workdaysHint: string;
  datesEmpty: string;
  add: string;
  removeDate: (date: string) => string;
  preview: string;
  month: string;
  previousMonth: string;
  nextMonth: string;
  weekdays: readonly string[];
  legend: { term: string; holiday: string; workday: string };
  vacation: string;
}

const zhCN: CalendarTexts = {
  intro: '本校的学期、法定节假日和调休工作日。按工作日计算的期限（如公示期）跳过节假日、计入调休工作日。',
  terms: '学期',
  termsEmpty: '还没有设置学期',
  termName: '学期名称',
  termNameHint: '如：2026-2027学年第一学期',
  first: '开始日期',
  last: '结束日期',
  days: (n) => `${n} 天`,
  addTerm: '新增学期',
  editTerm: '修改学期',
  edit: '修改',
  remove: '删除',
  removeConfirm: (name) => `确定删除学期“${name}”？`,
  save: '保存',
  cancel: '取消',
  saved: '已保存',
  required: '请填写学期名称、开始日期和结束日期',
  rules: {
    tooMany: () => '学期过多',
    order: (name) => `“${name}”的结束日期须晚于开始日期`,
    tooLong: (name) => `“${name}”超过一年`,
    overlap: (name) => `“${name}”与其他学期的日期重叠`,
  },
  holidays: '法定节假日',
  holidaysHint: '按工作日计算时跳过的日期',
  workdays: '调休工作日',
  workdaysHint: '因调休上班的周末',
  datesEmpty: '无',
  add: '添加',
  removeDate: (date) => `移除 ${date}`,
  preview: '校历预览',
  month: '月份',
  previousMonth: '上个月',
  nextMonth: '下个月',
  weekdays: ['一', '二', '三', '四', '五', '六', '日'],
  legend: { term: '学期内', holiday: '节假日', workday: '调休工作日' },
  vacation: '假期',
};

const zhTW: CalendarTexts = {
  ...zhCN,
  intro: '本校的學期、法定假日和補班日。按工作日計算的期限（如公示期）跳過假日、計入補班日。',
  terms: '學期',
  termsEmpty: '還沒有設定學期',
  termName: '學期名稱',
  termNameHint: '如：115學年度第一學期',
  first: '開始日期',
  last: '結束日期',
  days: (n) => `${n} 天`,
  addTerm: '新增學期',
  editTerm: '修改學期',
  edit: '修改',
  remove: '刪除',
  removeConfirm: (name) => `確定刪除學期「${name}」？`,
  save: '儲存',
  cancel: '取消',
  saved: '已儲存',
  required: '請填寫學期名稱、開始日期和結束日期',
  rules: {
    tooMany: () => '學期過多',
    order: (name) => `「${name}」的結束日期須晚於開始日期`,
    tooLong: (name) => `「${name}」超過一年`,
    overlap: (name) => `「${name}」與其他學期的日期重疊`,
  },
  holidays: '法定假日',
  holidaysHint: '按工作日計算時跳過的日期',
  workdays: '補班日',
  workdaysHint: '因補班上班的週末',
  datesEmpty: '無',
  add: '新增',
  removeDate: (date) => `移除 ${date}`,
  preview: '校曆預覽',
  month: '月份',
  previousMonth: '上個月',
  nextMonth: '下個月',
  legend: { term: '學期內', holiday: '假日', workday: '補班日' },
  vacation: '假期',
};

const enUS: CalendarTexts = {
  intro:
    "The school's terms, public holidays and make-up working days. Periods counted in working days (publicity, for one) skip the holidays and count the make-up days.",
  terms: 'Terms',
  termsEmpty: 'No terms yet',
  termName: 'Term name',
  termNameHint: 'e.g. 2026–2027 autumn term',
  first: 'First day',
  last: 'Last day',
  days: (n) => `${n} days`,
  addTerm: 'Add term',
  editTerm: 'Edit term',
  edit: 'Edit',
  remove: 'Remove',
  removeConfirm: (name) => `Remove the term “${name}”?`,
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  required: 'Give the term a name, a first day and a last day',
  rules: {
    tooMany: () => 'Too many terms',
    order: (name) => `The last day of “${name}” must be after its first day`,
    tooLong: (name) => `“${name}” is longer than a year`,
    overlap: (name) => `“${name}” overlaps another term`,
  },
  holidays: 'Public holidays',
  holidaysHint: 'Skipped when counting working days',
  workdays: 'Make-up working days',
  workdaysHint: 'Weekend days worked in exchange for a holiday',
  datesEmpty: 'None',
  add: 'Add',
  removeDate: (date) => `Remove ${date}`,
  preview: 'Calendar preview',
  month: 'Month',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  legend: { term: 'Term day', holiday: 'Holiday', workday: 'Make-up working day' },
  vacation: 'Vacation',
};

const jaJP: CalendarTexts = {
  ...enUS,
  intro:
    '本校の学期、祝日、振替出勤日。営業日で数える期間（公示期間など）は祝日を除き、振替出勤日を含めます。',
  terms: '学期',
  termsEmpty: '学期はまだ設定されていません',
  termName: '学期名',
  termNameHint: '例：2026年度前期',
  first: '開始日',
  last: '終了日',
  days: (n) => `${n} 日`,
  addTerm: '学期を追加',
  editTerm: '学期を編集',
  edit: '編集',
  remove: '削除',
  removeConfirm: (name) => `学期「${name}」を削除しますか？`,
  save: '保存',
  cancel: 'キャンセル',
  saved: '保存しました',
  required: '学期名、開始日、終了日を入力してください',
  rules: {
    tooMany: () => '学期が多すぎます',
    order: (name) => `「${name}」の終了日は開始日より後にしてください`,
    tooLong: (name) => `「${name}」が1年を超えています`,
    overlap: (name) => `「${name}」が他の学期と重なっています`,
  },
  holidays: '祝日',
  holidaysHint: '営業日の計算で除く日',
  workdays: '振替出勤日',
  workdaysHint: '振替で出勤となる週末',
  datesEmpty: 'なし',
  add: '追加',
  removeDate: (date) => `${date} を削除`,
  preview: '学年暦のプレビュー',
  month: '月',
  previousMonth: '前月',
  nextMonth: '翌月',
  weekdays: ['月', '火', '水', '木', '金', '土', '日'],
  legend: { term: '学期中', holiday: '祝日', workday: '振替出勤日' },
  vacation: '休暇',
};

const TEXTS: Record<Language, CalendarTexts> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP };

export const useCalendarTexts = (): CalendarTexts => TEXTS[useViewStore((s) => s.language)];
