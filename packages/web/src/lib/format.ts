import dayjs from './dayjs';
import utc from 'dayjs/plugin/utc';
import { schoolOffset } from './school-zone';

// Times are written as the school's clock reads them: the moment moved by the school's offset,
// then formatted as UTC, so the phone's own zone never enters.
dayjs.extend(utc);

/** SPEC §9: the default date format (yyyy-MM-dd HH:mm:ss), in dayjs tokens. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** SPEC §9: "days" lasts until 30.4 days, about a month. */
const RELATIVE_LIMIT = 30.4 * DAY;
/** A clock a little ahead of ours still reads "just now"; further ahead, the date says more. */
const CLOCK_SKEW = MINUTE;

export type RelativeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

/** How long ago a moment was, in the steps of SPEC §9; 'date' when a date says it better. */
export type RelativeTime = { kind: 'justNow' } | { kind: RelativeUnit; value: number } | { kind: 'date' };

export function relativeTime(time: number, now: number): RelativeTime {
  const elapsed = now - time;
  if (elapsed < -CLOCK_SKEW || elapsed >= RELATIVE_LIMIT) return { kind: 'date' };
  if (elapsed < SECOND) return { kind: 'justNow' };
  if (elapsed < MINUTE) return { kind: 'seconds', value: Math.floor(elapsed / SECOND) };
  if (elapsed < HOUR) return { kind: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { kind: 'hours', value: Math.floor(elapsed / HOUR) };
  return { kind: 'days', value: Math.floor(elapsed / DAY) };
}

/** An epoch-millisecond time in the given format (SPEC §9 default), on the school's clock (lib/school-zone.ts). */
export function formatDateTime(time: number, format: string = DEFAULT_DATE_FORMAT): string {
  return dayjs.utc(time + schoolOffset(time)).format(format);
}

const NUMBER_UNITS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

/**
 * A count in at most a few characters (SPEC §9: k, M, G, T, P, E): 999 stays 999, 1234 is 1.2k,
 * 999999 is 1M rather than 1000k. Trailing zeros go: 2000 is 2k.
 */
export function abbreviateNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  let size = Math.abs(value);
  let unit = 0;
  while (size >= 1000 && unit < NUMBER_UNITS.length - 1) {
    size /= 1000;
    unit += 1;
  }
  let rounded = Number(size.toFixed(unit === 0 ? 0 : digits));
  // Rounding can reach the next unit (999.96k): step up instead of showing 1000k.
  if (rounded >= 1000 && unit < NUMBER_UNITS.length - 1) {
    rounded = Number((rounded / 1000).toFixed(digits));
    unit += 1;
  }
  return `${sign}${rounded}${NUMBER_UNITS[unit]}`;
}

/** A file size for people: 512 B, 1.5 KB, 2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number(size.toFixed(1))} ${units[unit]}`;
}

/**
 * An amount of yuan with two decimals and thousands grouped (12,000.00), as all four languages of
 * the app write it. Not Intl.NumberFormat: building one loads the locale's number data, which on a
 * slow phone cost a request's detail about 90 ms of its first render (bench/web/long-tasks.mjs).
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // -0.001 rounds to 0.00: no minus before a zero.
  const sign = amount < 0 && (whole !== '0' || cents !== '00') ? '-' : '';
  return `${sign}${grouped}.${cents}`;
}
