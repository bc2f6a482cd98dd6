/**
 * Months as work-study writes them (yyyy-MM), read by the group's declarations (api.ts) and by
 * work-study.ts (which re-exports them).
 */

/** A month as yyyy-MM. */
export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month (yyyy-MM) of a date (yyyy-MM-dd). */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month before or after (yyyy-MM), `by` months away. */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
