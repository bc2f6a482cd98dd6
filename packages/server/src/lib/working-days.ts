import { addDays } from './school-date.js';

/**
 * Working days as a school counts them for publicity periods (公示 N 个工作日): Monday to Friday,
 * minus the public holidays, plus the weekend days made working days in exchange (调休).
 */
export interface SchoolCalendar {
  holidays: ReadonlySet<string>;
  workdays: ReadonlySet<string>;
}

export function isWorkingDay(date: string, calendar: SchoolCalendar): boolean {
  if (calendar.holidays.has(date)) return false;
  if (calendar.workdays.has(date)) return true;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The last of `count` working days that follow `date` (the day of the decision does not count). */
export function lastOfWorkingDays(date: string, count: number, calendar: SchoolCalendar): string {
  let day = date;
  for (let left = Math.max(1, count); left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, calendar)) left--;
  }
  return day;
}
