/**
 * Calendar days as the school lives them. Schools run on China time (UTC+8 all year, no daylight
 * saving), so "today" is the date in Asia/Shanghai, not the server's: a leave that starts
 * "today" must not be refused at 7 a.m. because the server's clock still reads yesterday.
 * Dates travel as `yyyy-MM-dd` strings, which compare correctly as text.
 */
const SCHOOL_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The school's calendar date at a moment (epoch ms). */
export function schoolDate(at: number): string {
  return new Date(at + SCHOOL_OFFSET_MS).toISOString().slice(0, 10);
}

/** A `yyyy-MM-dd` date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
