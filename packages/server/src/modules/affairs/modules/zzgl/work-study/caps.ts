import {
  monthOf,
  monthWeeks,
  type WeekHours,
  type WorkStudyCaps,
  type WorkStudyHours,
} from '@campus/contract/affairs/zzgl';
import { refuse, States } from './refusals.js';

/**
 * The rules hours are logged and confirmed by (高等学校勤工助学管理办法: at most 8 hours a week and
 * 40 a month, as the school's settings say): only a month that has come, only weeks the student
 * was on the post, each week and the month within the caps counting the student's hours on every
 * post, and no more than the post offers. Pure; each refusal names the week and the figures.
 */
export interface HoursCheck {
  caps: WorkStudyCaps;
  month: string;
  today: string;
  studentName: string;
  post: { title: string; hoursPerMonth: number };
  placement: { startDate: string; endDate: string | null };
  /** Hours per week of the month, as entered. */
  weeks: readonly number[];
  /** The student's other hours (other posts, neighbouring months) that share weeks or the month. */
  others: readonly Pick<WorkStudyHours, 'month' | 'weeks' | 'hours'>[];
}

const sum = (values: readonly number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
const short = (date: string) => date.slice(5);

export function checkHours(input: HoursCheck): { weeks: WeekHours[]; hours: number } {
  const { caps, month, today, studentName: student, placement } = input;
  if (month > monthOf(today)) throw refuse(States.invalid, 'monthAhead', { month }, 'month');
  const weeks = monthWeeks(month);
  const first = weeks[0]!.from;
  const last = weeks[weeks.length - 1]!.to;
  if (placement.startDate > last || (placement.endDate !== null && placement.endDate < first))
    throw refuse(
      States.invalid,
      'monthOffPost',
      { student, month, from: placement.startDate, to: placement.endDate ?? '' },
      'month',
    );
  if (input.weeks.length !== weeks.length)
    throw refuse(States.invalid, 'weeksCount', { month, count: weeks.length }, 'weeks');

  const logged = weeks.map((week, index) => ({ ...week, hours: input.weeks[index]! }));
  for (const [index, week] of logged.entries()) {
    if (week.hours === 0) continue;
    const label = `${short(week.from)}~${short(week.to)}`;
    const field = `weeks[${index}]`;
    if (week.from > today) throw refuse(States.invalid, 'weekAhead', { week: label }, field);
    if (week.to < placement.startDate || (placement.endDate !== null && week.from > placement.endDate))
      throw refuse(States.invalid, 'weekOffPost', { student, week: label }, field);
    const elsewhere = input.others.flatMap((o) =>
      o.weeks.filter((w) => w.start === week.start).map((w) => w.hours),
    );
    const total = sum([week.hours, ...elsewhere]);
    if (total > caps.maxHoursWeek)
      throw refuse(States.invalid, 'weekCap', { week: label, max: caps.maxHoursWeek, student, total }, field);
  }

  const hours = sum(logged.map((w) => w.hours));
  const monthTotal = sum([hours, ...input.others.filter((o) => o.month === month).map((o) => o.hours)]);
  if (monthTotal > caps.maxHoursMonth)
    throw refuse(
      States.invalid,
      'monthCap',
      { max: caps.maxHoursMonth, student, month, total: monthTotal },
      'weeks',
    );
  if (hours > input.post.hoursPerMonth)
    throw refuse(
      States.invalid,
      'postMonthCap',
      { post: input.post.title, max: input.post.hoursPerMonth, total: hours },
      'weeks',
    );
  return { weeks: logged, hours };
}
