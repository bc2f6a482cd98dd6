import { academicYearOf, previousAcademicYear, yearOfStudy } from '@campus/contract';
import { addDays, schoolDate } from '../../../lib/school-date.js';

/**
 * Demo dates relative to the day the demo is seeded, so every screen is believable whenever the
 * app first starts: this academic year's batches open around today, last year's closed a year ago.
 */
export interface DemoClock {
  now: number;
  today: string;
  /** This academic year and the one before. */
  year: string;
  lastYear: string;
  /** The school's date `days` from today. */
  day(days: number): string;
  /** A moment `days` from today at `hour` o'clock, China time (never after now). */
  at(days: number, hour?: number, minute?: number): number;
  /** Whether a student of this grade is in at least `min` year of study in the academic year. */
  inYear(grade: string, academicYear: string, min: number): boolean;
}

export function demoClock(now: number): DemoClock {
  const today = schoolDate(now);
  const year = academicYearOf(today);
  return {
    now,
    today,
    year,
    lastYear: previousAcademicYear(year),
    day: (days) => addDays(today, days),
    at: (days, hour = 10, minute = 0) => {
      const time = Date.parse(
        `${addDays(today, days)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`,
      );
      return Math.min(time, now - 60_000);
    },
    inYear: (grade, academicYear, min) => (yearOfStudy(grade, academicYear) ?? 0) >= min,
  };
}
