import type { SchoolCalendar } from '@campus/contract/routes/api/admin/calendar';
import { termOf } from '@campus/contract/api/admin/calendar-rules';

/**
 * The calendar preview's month, as plain values: its weeks from Monday (as Chinese calendars
 * start them), each day marked by the term it falls in, a public holiday, a make-up working day
 * or a weekend. Dates are yyyy-MM-dd, read as calendar days (no time zone involved).
 */
export interface MarkedDay {
  date: string;
  day: number;
  /** Outside the month shown (the first and last weeks' other days). */
  outside: boolean;
  term?: string;
  holiday: boolean;
  workday: boolean;
  weekend: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A month as yyyy-MM (what a month input gives) to its year and month (1-12), or undefined. */
export function parseMonth(month: string): { year: number; month: number } | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return undefined;
  const [year, mo] = [Number(m[1]), Number(m[2])];
  return mo >= 1 && mo <= 12 ? { year, month: mo } : undefined;
}

/** The month after (+1) or before (-1) a yyyy-MM month. */
export function shiftMonth(month: string, by: number): string {
  const parsed = parseMonth(month);
  if (!parsed) return month;
  const d = new Date(Date.UTC(parsed.year, parsed.month - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The weeks of a month (Monday first), every day marked from the calendar. */
export function markedMonth(month: string, calendar: SchoolCalendar): MarkedDay[][] {
  const parsed = parseMonth(month);
  if (!parsed) return [];
  const holidays = new Set(calendar.holidays);
  const workdays = new Set(calendar.workdays);
  const first = new Date(Date.UTC(parsed.year, parsed.month - 1, 1));
  // Back to the Monday on or before the first (getUTCDay: Sunday 0).
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const next = Date.UTC(parsed.year, parsed.month, 1);
  const weeks: MarkedDay[][] = [];
  // Week by week until a week starts in the next month.
  for (let cursor = start; cursor.getTime() < next;) {
    const week: MarkedDay[] = [];
    for (let i = 0; i < 7; i++) {
      const date = isoOf(cursor);
      const weekday = cursor.getUTCDay();
      week.push({
        date,
        day: cursor.getUTCDate(),
        outside: cursor.getUTCMonth() !== parsed.month - 1,
        term: termOf(date, calendar.terms)?.name,
        holiday: holidays.has(date),
        workday: workdays.has(date),
        weekend: weekday === 0 || weekday === 6,
      });
      cursor = new Date(cursor.getTime() + 86_400_000);
    }
    weeks.push(week);
  }
  return weeks;
}
