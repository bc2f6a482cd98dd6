/**
 * The school's time zone, in which every time on screen is read (issue 30): an activity at 14:00
 * in China reads 14:00 on a phone set to UTC. The user context brings the school's zone at sign-in
 * (`setSchoolTimeZone`); before that, and for a zone the browser does not know, China time.
 */
export const DEFAULT_SCHOOL_ZONE = 'Asia/Shanghai';

let zone = DEFAULT_SCHOOL_ZONE;
/** One formatter per zone: building one costs a slow phone milliseconds, using one microseconds. */
let parts: Intl.DateTimeFormat | null = null;
/** Offsets already worked out, by quarter hour (zones change offset only on such boundaries). */
const offsets = new Map<number, number>();
const QUARTER_HOUR = 15 * 60_000;

export function schoolTimeZone(): string {
  return zone;
}

export function setSchoolTimeZone(next: string): void {
  if (next === zone) return;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: next });
  } catch {
    return;
  }
  zone = next;
  parts = null;
  offsets.clear();
}

function formatter(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  return parts;
}

/** How far the school's clock is ahead of UTC at a moment, in ms (China: 8 hours). */
export function schoolOffset(time: number): number {
  const bucket = Math.floor(time / QUARTER_HOUR);
  const known = offsets.get(bucket);
  if (known !== undefined) return known;
  const at = bucket * QUARTER_HOUR;
  const field = Object.fromEntries(
    formatter()
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!);
  const offset = wall - at;
  offsets.set(bucket, offset);
  return offset;
}
