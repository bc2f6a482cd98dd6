import { formatDateTime } from '../../../lib/format';

/** A time the server wrote (ISO text or epoch milliseconds as text) on the school's clock, to the minute. */
export function formatTime(value: string): string {
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isNaN(time) ? value : formatDateTime(time, 'YYYY-MM-DD HH:mm');
}
