/**
 * Work-study (勤工助学, MODULES.md §5, MODULES-RESEARCH §6.5): the aid centre publishes posts with
 * places; a student applies for one (module workStudy: the post's supervisor accepts, the centre
 * confirms) and is placed on approval, never over the post's places; the supervisor or the centre
 * logs the student's hours per week of each month and the centre confirms them within the
 * school's caps (settings of the workStudy module: hours a week, hours a month, least hourly
 * pay, posts per student); pay is hours x the post's rate. An approved resignation ends the
 * placement and frees the place.
 *
 * The group's own API, under /api/zzgl/v3/workStudy/ (besides the generic module API):
 *   GET  index                       -> WorkStudyIndex   anyone in the school: posts taking students
 *   GET  mine                        -> WorkStudyMine    a student: posts held, hours and pay by month
 *   GET  posts                       -> WorkStudyStaffPosts  the centre: every post; a supervisor: theirs
 *   GET  staff?orgId=                -> WorkStudyPerson[]    the centre: who may supervise in a department
 *   POST post/save {WorkStudyPostInput} -> WorkStudyPost  the centre publishes or edits a post
 *   POST post/close {id}             -> WorkStudyPost    the centre stops taking applications
 *   GET  hours?month=yyyy-MM&postId= -> WorkStudyHoursSheet  placements on the caller's posts that month
 *   POST hours/log {WorkStudyHoursInput} -> WorkStudyHours  the supervisor or the centre logs hours
 *   POST hours/confirm {ids}         -> WorkStudyHours[] the centre confirms (caps checked again)
 */

export type WorkStudyPostStatus = 'open' | 'closed';

export interface WorkStudyPost {
  id: string;
  /** The employing department (an org of the school). */
  departmentId: string;
  departmentName: string;
  title: string;
  duties: string;
  location: string | null;
  places: number;
  /** Students on the post now. */
  filled: number;
  /** Yuan an hour. */
  hourlyRate: number;
  /** The hours the post offers a month (at most the school's monthly cap). */
  hoursPerMonth: number;
  /** The period of work, yyyy-MM-dd. */
  startDate: string;
  endDate: string;
  supervisorId: string;
  supervisorName: string;
  status: WorkStudyPostStatus;
  /** Open, its period not over and a place free: a student may apply now. */
  accepting: boolean;
}

export interface WorkStudyPostInput {
  /** Absent: a new post. */
  id?: string;
  departmentId: string;
  title: string;
  duties: string;
  location?: string;
  places: number;
  hourlyRate: number;
  hoursPerMonth: number;
  startDate: string;
  endDate: string;
  supervisorId: string;
}

/** The school's figures work-study keeps to (the workStudy module's settings). */
export interface WorkStudyCaps {
  maxHoursWeek: number;
  maxHoursMonth: number;
  minHourlyPay: number;
  /** Posts a student may hold at once. */
  maxPosts: number;
}

/** Where the caller stands with a post: an application under review, or on the post. */
export interface WorkStudyStanding {
  postId: string;
  postTitle: string;
  state: 'applied' | 'placed';
  /** The application (its detail). */
  requestId: string;
}

export interface WorkStudyIndex {
  caps: WorkStudyCaps;
  /** Open posts whose period is not over, those with free places first. */
  posts: WorkStudyPost[];
  mine: WorkStudyStanding[];
  /** The caller is someone who applies (a student). */
  mayApply: boolean;
}

export type PlacementStatus = 'active' | 'ended';
export type PlacementEnd = 'resigned' | 'dismissed';

export interface WorkStudyPlacement {
  id: string;
  postId: string;
  postTitle: string;
  departmentName: string;
  studentId: string;
  studentName: string;
  studentNumber: string;
  className: string;
  /** The application that placed the student. */
  requestId: string;
  startDate: string;
  /** The last working day, once the placement has ended or an approved resignation names it. */
  endDate: string | null;
  status: PlacementStatus;
  endReason: PlacementEnd | null;
  hourlyRate: number;
}

/** One calendar week (Monday to Sunday) as far as it lies in a month. */
export interface MonthWeek {
  /** The Monday that starts the week (may be in the month before). */
  start: string;
  /** The week's first and last day within the month. */
  from: string;
  to: string;
}

export interface WeekHours extends MonthWeek {
  hours: number;
}

export type HoursStatus = 'logged' | 'confirmed';

/** A student's hours on one post in one month (工时), and their pay. */
export interface WorkStudyHours {
  id: string;
  placementId: string;
  postId: string;
  studentId: string;
  /** yyyy-MM */
  month: string;
  weeks: WeekHours[];
  hours: number;
  /** Yuan an hour when logged. */
  rate: number;
  /** hours x rate, in yuan. */
  pay: number;
  status: HoursStatus;
  note: string | null;
  loggedByName: string;
  loggedAt: number;
  confirmedAt: number | null;
  /** Paid out (the payout query shows the payment). */
  paid: boolean;
}

export interface WorkStudyMinePlacement extends WorkStudyPlacement {
  /** Newest month first. */
  months: WorkStudyHours[];
  totalHours: number;
  /** Confirmed pay only. */
  totalPay: number;
  /** A resignation under review. */
  resigning: boolean;
}

export interface WorkStudyMine {
  caps: WorkStudyCaps;
  /** Active placements first, then ended ones, newest first. */
  placements: WorkStudyMinePlacement[];
  /** Applications under review, by post. */
  applications: WorkStudyStanding[];
}

export interface WorkStudyPerson {
  id: string;
  name: string;
}

export interface WorkStudyStaffPost extends WorkStudyPost {
  /** Students on the post now. */
  placements: WorkStudyPlacement[];
}

export interface WorkStudyStaffPosts {
  /** The centre: every post, open ones first; a supervisor: the posts they supervise. */
  posts: WorkStudyStaffPost[];
  /** Publishes, edits and closes posts, confirms hours. */
  mayManage: boolean;
  /** Departments a post may belong to (for the centre's editor). */
  departments: WorkStudyPerson[];
  caps: WorkStudyCaps;
}

export interface WorkStudyHoursRow {
  placement: WorkStudyPlacement;
  /** Hours logged on this post this month, if any. */
  hours: WorkStudyHours | null;
  /** The student's hours this month on every post (the monthly cap counts them all). */
  monthHours: number;
}

export interface WorkStudyHoursSheet {
  month: string;
  weeks: MonthWeek[];
  caps: WorkStudyCaps;
  rows: WorkStudyHoursRow[];
  mayConfirm: boolean;
}

export interface WorkStudyHoursInput {
  placementId: string;
  /** yyyy-MM */
  month: string;
  /** Hours for each week of monthWeeks(month), in order (halves allowed). */
  weeks: number[];
  note?: string;
}

const DAY_MS = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A month as yyyy-MM. */
export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month (yyyy-MM) of a date (yyyy-MM-dd). */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month before or after (yyyy-MM), `by` months away. */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

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
