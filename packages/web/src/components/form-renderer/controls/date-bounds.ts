import dayjs from '../../../lib/dayjs';

/** A form's date bound ('today' or yyyy-MM-dd) as a Date for the pickers; undefined: no bound. */
export function boundDate(bound: string | undefined, edge: 'start' | 'end'): Date | undefined {
  if (!bound) return undefined;
  const day = bound === 'today' ? dayjs() : dayjs(bound);
  if (!day.isValid()) return undefined;
  return (edge === 'start' ? day.startOf('day') : day.endOf('day')).toDate();
}

/** How the contract stores a date and a date with time. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';
