/** Today in China time (the school's date, yyyy-MM-dd), whatever the phone's time zone. */
export const schoolToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
