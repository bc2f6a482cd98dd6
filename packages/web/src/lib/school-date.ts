import { schoolOffset } from './school-zone';

/**
 * Today as the school lives it: the date in the school's time zone (yyyy-MM-dd, China time unless
 * the school says otherwise) whatever the phone's, the server's "today" for leaves, registers and
 * roll calls.
 */
export const schoolToday = (now: number = Date.now()) =>
  new Date(now + schoolOffset(now)).toISOString().slice(0, 10);
