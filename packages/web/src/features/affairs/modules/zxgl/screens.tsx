import type { GroupScreens } from '../../group-screens';

/**
 * Counselling's screens (it has no approval flow, so none of the generic ones): the student's
 * booking, the counsellor's schedule with the confidential records, the course list and the
 * counts by counsellor, topic and college (one screen, three routes). Each its own chunk.
 */
export default {
  screens: {
    counselling: () => import('./booking-page').then((m) => m.BookingPage),
    counsellingSchedule: () => import('./schedule-page').then((m) => m.SchedulePage),
    courseList: () => import('./courses-page').then((m) => m.CoursesPage),
    counsellingStat: () => import('./stat-page').then((m) => m.CounsellingStatPage),
  },
} satisfies GroupScreens;
