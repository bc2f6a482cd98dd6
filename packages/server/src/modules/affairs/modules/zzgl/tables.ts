/**
 * Work-study (migration 0075, the financial-aid group's own tables): the posts the aid centre
 * publishes, the students placed on them, and the hours logged per placement and month. Dates
 * are `yyyy-MM-dd` (the school's), months `yyyy-MM`, times epoch ms, amounts yuan.
 */

/** A post with places (勤工助学岗位). `filled` counts active placements; it never exceeds `places`. */
export interface WorkStudyPostTable {
  id: string;
  tenantId: string;
  departmentId: string;
  title: string;
  duties: string;
  location: string | null;
  places: number;
  filled: number;
  hourlyRate: number;
  hoursPerMonth: number;
  startDate: string;
  endDate: string;
  supervisorId: string;
  status: 'open' | 'closed';
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * A student on a post, from the approved application (`requestId`). `active` is 'Y' while on the
 * post and null after: a unique index over (post, student, active) keeps a student on a post
 * once at a time on both databases (nulls never collide).
 */
export interface WorkStudyPlacementTable {
  id: string;
  tenantId: string;
  postId: string;
  studentId: string;
  requestId: string;
  startDate: string;
  endDate: string | null;
  active: 'Y' | null;
  endReason: 'resigned' | 'dismissed' | null;
  /** The approved resignation that ended it. */
  resignationId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A student's hours on a placement in one month, and their pay; one row per placement and month. */
export interface WorkStudyHoursTable {
  id: string;
  tenantId: string;
  placementId: string;
  postId: string;
  studentId: string;
  month: string;
  /** JSON: [{ start, hours }] per calendar week (its Monday) with days in the month. */
  weeks: string;
  hours: number;
  rate: number;
  pay: number;
  status: 'logged' | 'confirmed';
  note: string | null;
  loggedBy: string;
  loggedByName: string;
  loggedAt: number;
  confirmedBy: string | null;
  confirmedAt: number | null;
  /** The payment made of confirmed hours (affair_payout). */
  payoutId: string | null;
}

export interface ZzglTables {
  workStudyPost: WorkStudyPostTable;
  workStudyPlacement: WorkStudyPlacementTable;
  workStudyHours: WorkStudyHoursTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends ZzglTables {}
}
