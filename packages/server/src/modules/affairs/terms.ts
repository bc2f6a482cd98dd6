import { academicYearOf } from '@campus/contract';

/**
 * The term (学期) of a school date: '2026-2027-1' for September to January, '2026-2027-2' for
 * February to August. Groups that count per term (moral-education points, talk coverage) share it.
 */
export function termOf(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${academicYearOf(date)}-${month >= 2 && month <= 8 ? 2 : 1}`;
}
