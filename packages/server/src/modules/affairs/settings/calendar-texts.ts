import type { TermRule } from '@campus/contract/api/admin/calendar-rules';
import { texts, type Texts } from '../group-refusal.js';

/** The calendar's refusals of a list of terms, in every language ({term}: the term's name). */
export const TERM_TEXTS = {
  tooMany: texts('学期过多', '學期過多', 'Too many terms', '学期が多すぎます'),
  order: texts(
    '“{term}”的结束日期须晚于开始日期',
    '「{term}」的結束日期須晚於開始日期',
    'The last day of “{term}” must be after its first day',
    '「{term}」の終了日は開始日より後にしてください',
  ),
  tooLong: texts(
    '“{term}”超过一年',
    '「{term}」超過一年',
    '“{term}” is longer than a year',
    '「{term}」が1年を超えています',
  ),
  overlap: texts(
    '“{term}”与其他学期的日期重叠',
    '「{term}」與其他學期的日期重疊',
    '“{term}” overlaps another term',
    '「{term}」が他の学期と重なっています',
  ),
} satisfies Record<TermRule, Texts>;
