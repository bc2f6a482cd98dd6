import type { z } from 'zod';
import type {
  monthWeek,
  weekHours,
  workStudyCaps,
  workStudyHours,
  workStudyHoursInput,
  workStudyHoursRow,
  workStudyHoursSheet,
  workStudyIndex,
  workStudyMine,
  workStudyMinePlacement,
  workStudyPerson,
  workStudyPlacement,
  workStudyPost,
  workStudyPostInput,
  workStudyStaffPost,
  workStudyStaffPosts,
  workStudyStanding,
} from './api.js';
import { shiftMonth } from './months.js';

export * from './months.js';

/**
 * Work-study (勤工助学, MODULES.md §5, MODULES-RESEARCH §6.5): the aid centre publishes posts with
 * places; a student applies for one (module workStudy: the post's supervisor accepts, the centre
 * confirms) and is placed on approval, never over the post's places; the supervisor or the centre
 * logs the student's hours per week of each month and the centre confirms them within the
 * school's caps (settings of the workStudy module: hours a week, hours a month, least hourly
 * pay, posts per student); pay is hours x the post's rate. An approved resignation ends the
 * placement and frees the place.
 *
 * The group's own API, under /api/zzgl/v3/workStudy/, is declared in api.ts; its wire types here
 * are those of the declarations.
 */

export type WorkStudyPost = z.infer<typeof workStudyPost>;
export type WorkStudyPostStatus = WorkStudyPost['status'];

export type WorkStudyPostInput = z.output<typeof workStudyPostInput>;

export type WorkStudyCaps = z.infer<typeof workStudyCaps>;

export type WorkStudyStanding = z.infer<typeof workStudyStanding>;

export type WorkStudyIndex = z.infer<typeof workStudyIndex>;

export type WorkStudyPlacement = z.infer<typeof workStudyPlacement>;
export type PlacementStatus = WorkStudyPlacement['status'];
export type PlacementEnd = NonNullable<WorkStudyPlacement['endReason']>;

export type MonthWeek = z.infer<typeof monthWeek>;

export type WeekHours = z.infer<typeof weekHours>;

export type WorkStudyHours = z.infer<typeof workStudyHours>;
export type HoursStatus = WorkStudyHours['status'];

export type WorkStudyMinePlacement = z.infer<typeof workStudyMinePlacement>;

export type WorkStudyMine = z.infer<typeof workStudyMine>;

export type WorkStudyPerson = z.infer<typeof workStudyPerson>;

export type WorkStudyStaffPost = z.infer<typeof workStudyStaffPost>;

export type WorkStudyStaffPosts = z.infer<typeof workStudyStaffPosts>;

export type WorkStudyHoursRow = z.infer<typeof workStudyHoursRow>;

export type WorkStudyHoursSheet = z.infer<typeof workStudyHoursSheet>;

export type WorkStudyHoursInput = z.output<typeof workStudyHoursInput>;

const DAY_MS = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar weeks (Monday to Sunday) that have days in a month, clipped to it. */
export function monthWeeks(month: string): MonthWeek[] {
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const last = Date.parse(`${shiftMonth(month, 1)}-01T00:00:00Z`) - DAY_MS;
  const monday = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: MonthWeek[] = [];
  for (let start = monday; start <= last; start += 7 * DAY_MS)
    weeks.push({
      start: iso(start),
      from: iso(Math.max(start, first)),
      to: iso(Math.min(start + 6 * DAY_MS, last)),
    });
  return weeks;
}

/** Pay for hours at a rate, to the fen. */
export const payOf = (hours: number, rate: number): number => Math.round(hours * rate * 100) / 100;
