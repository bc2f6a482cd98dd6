import { z } from 'zod';
import { isDate } from '../../validation-rules.js';
import { endpointsOf } from '../endpoints-of.js';
import { CALENDAR_DATES_MAX, TERM_NAME_MAX, TERMS_MAX } from './calendar-rules.js';

/**
 * The school calendar as its administrator keeps it (issue 28): the terms of the school year, the
 * public holidays and the make-up working days. They are school settings (`calendar.terms`,
 * `calendar.holidays`, `calendar.workdays`), the last two counted by working-day periods; every
 * change lands in the change log. Terms are checked as calendar-rules.ts says (in order, apart).
 */

/** The relation of the calendar endpoints: the school's administrators only. */
export const CALENDAR_ADMIN = 'admin.calendar';

const label = (zhCN: string, zhTW: string, enUS: string, jaJP: string) => ({
  label: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP },
});

/** A day as yyyy-MM-dd (and a real one). */
const day = z
  .string('validation.required')
  .max(10, 'validation.date')
  .refine((v) => v.length === 10 && isDate(v), 'validation.date');

export const calendarTerm = z.object({
  name: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(TERM_NAME_MAX, 'validation.maxLength')
    .meta(label('学期名称', '學期名稱', 'Term name', '学期名')),
  first: day.meta(label('开始日期', '開始日期', 'First day', '開始日')),
  last: day.meta(label('结束日期', '結束日期', 'Last day', '終了日')),
});

const dates = (name: ReturnType<typeof label>) =>
  z.array(day.meta(name), 'validation.type').max(CALENDAR_DATES_MAX, 'validation.maxRows').meta(name);

export const schoolCalendar = z.object({
  terms: z
    .array(calendarTerm, 'validation.type')
    .max(TERMS_MAX, 'validation.maxRows')
    .meta(label('学期', '學期', 'Terms', '学期')),
  holidays: dates(label('法定节假日', '法定假日', 'Public holidays', '祝日')),
  workdays: dates(label('调休工作日', '補班日', 'Make-up working days', '振替出勤日')),
});
export type SchoolCalendar = z.infer<typeof schoolCalendar>;

const admin = endpointsOf({ service: 'business', access: { relation: CALENDAR_ADMIN } });

export const calendarEndpoints = {
  get: admin.get('/affairs/admin/calendar', { reply: schoolCalendar }),
  /** The whole calendar at once (what the screen holds); saving the same twice changes nothing. */
  save: admin.post('/affairs/admin/calendar', { body: schoolCalendar, reply: schoolCalendar }),
};
