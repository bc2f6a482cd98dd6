/**
 * Academic years (学年) as Chinese colleges count them: from September 1 to August 31, written
 * '2025-2026'. A student's year of study follows from their grade (enrolment year).
 */
const ACADEMIC_YEAR = /^(\d{4})-(\d{4})$/;

export function isAcademicYear(value: string): boolean {
  const match = ACADEMIC_YEAR.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/** The academic year a school date (yyyy-MM-dd) falls in. */
export function academicYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 9 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** The academic year before the given one. */
export function previousAcademicYear(academicYear: string): string {
  const start = Number(academicYear.slice(0, 4)) - 1;
  return `${start}-${start + 1}`;
}

/** Year of study in an academic year for a grade: grade 2024 is in its 2nd year in 2025-2026. */
export function yearOfStudy(grade: string | null | undefined, academicYear: string): number | null {
  if (!grade || !/^\d{4}$/.test(grade) || !isAcademicYear(academicYear)) return null;
  return Number(academicYear.slice(0, 4)) - Number(grade) + 1;
}

/**
 * Whether a student of this grade is enrolled in the academic year: from their first year on. A
 * bill, a batch or any yearly record for a year before the student came belongs to nobody.
 */
export function enrolledIn(grade: string | null | undefined, academicYear: string): boolean {
  return (yearOfStudy(grade, academicYear) ?? 0) >= 1;
}

/** A programme's length in years (学制) when a school sets none: the four of a bachelor's degree. */
export const DEFAULT_PROGRAMME_YEARS = 4;

/**
 * The enrolment grade that graduates at the end of an academic year: the year the programme ends
 * is the grade plus the programme's length, so in 2026-2027 a four-year school's graduates are
 * the 2023 cohort (a three-year vocational college's, the 2024 cohort).
 */
export function graduatingGradeIn(academicYear: string, programmeYears: number): string {
  return String(Number(academicYear.slice(5, 9)) - programmeYears);
}
