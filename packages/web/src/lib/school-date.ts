/**
 * Today as the school lives it: the date in China time (yyyy-MM-dd) whatever the phone's time
 * zone, the server's "today" for leaves, registers and roll calls.
 */
export const schoolToday = (now: number = Date.now()) =>
  new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
