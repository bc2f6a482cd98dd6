import { ModuleState } from '@campus/contract';
import { monthWeeks } from '@campus/contract/affairs/zzgl';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../../http/errors.js';
import { checkHours, type HoursCheck } from './caps.js';

const base: HoursCheck = {
  caps: { maxHoursWeek: 8, maxHoursMonth: 40, minHourlyPay: 12, maxPosts: 1 },
  month: '2026-11',
  today: '2026-12-05',
  studentName: '李明轩',
  post: { title: '前台助理', hoursPerMonth: 40 },
  placement: { startDate: '2026-09-01', endDate: null },
  weeks: [0, 8, 8, 8, 8, 0],
  others: [],
};

function refusal(input: Partial<HoursCheck>): { state: number; en: string; field?: string } {
  try {
    checkHours({ ...base, ...input });
  } catch (error) {
    const { state, options } = error as AppError;
    const rule = (options.params?.rule ?? {}) as Record<string, string>;
    return { state, en: rule['en-US'] ?? '', field: options.fields?.[0]?.field };
  }
  throw new Error('not refused');
}

describe('work-study hours against the caps', () => {
  it('takes hours within every cap and sums them', () => {
    const { hours, weeks } = checkHours(base);
    expect(hours).toBe(32);
    expect(weeks.map((w) => w.start)).toEqual(monthWeeks('2026-11').map((w) => w.start));
  });

  it('refuses a week over the weekly cap, naming the week and the total', () => {
    expect(refusal({ weeks: [0, 8.5, 0, 0, 0, 0] })).toEqual({
      state: ModuleState.FORM_DATA_INVALID,
      en: '11-02~11-08: at most 8 hours a week; 李明轩 would have 8.5',
      field: 'weeks[1]',
    });
  });

  it('counts the other part of a week split over two months', () => {
    const october = { month: '2026-10', hours: 6, weeks: [{ ...monthWeeks('2026-10').at(-1)!, hours: 6 }] };
    expect(refusal({ weeks: [3, 0, 0, 0, 0, 0], others: [october] }).en).toBe(
      '11-01~11-01: at most 8 hours a week; 李明轩 would have 9',
    );
  });

  it('refuses the month over the cap counting other posts, and more than the post offers', () => {
    const other = { month: '2026-11', hours: 10, weeks: [{ ...monthWeeks('2026-11')[0]!, hours: 0 }] };
    expect(refusal({ others: [other] }).en).toBe(
      'At most 40 hours a month; 李明轩 would have 42 in 2026-11 on all posts',
    );
    expect(refusal({ post: { title: '前台助理', hoursPerMonth: 30 } }).en).toBe(
      'The post "前台助理" offers 30 hours a month; 32 were logged',
    );
  });

  it('refuses months and weeks to come and weeks off the post', () => {
    expect(refusal({ today: '2026-10-31' }).field).toBe('month');
    expect(refusal({ today: '2026-11-20' }).en).toBe('11-23~11-29 has not come yet: its hours must be 0');
    expect(refusal({ placement: { startDate: '2026-11-10', endDate: null } }).en).toBe(
      '李明轩 was not on the post in 11-02~11-08: its hours must be 0',
    );
    expect(refusal({ placement: { startDate: '2026-12-01', endDate: null } }).field).toBe('month');
    expect(refusal({ weeks: [8, 8] }).en).toBe('2026-11 has 6 weeks: give the hours of each');
  });
});
