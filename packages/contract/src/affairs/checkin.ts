import { z } from 'zod';

/**
 * Check-in with a rotating QR code, a piece of the student-affairs mechanism that any group uses
 * (onboarding's 报到 now, activities' sign-in later). Staff open a check-in point (name, place,
 * optional location with a radius, a time window) which shows a signed code that changes every
 * CHECKIN_SLOT_MS; a student scans it, or staff scan the student's own signed code. The server
 * (modules/affairs/checkin/) checks the signature (HMAC with the school's secret), the slot (the
 * current or the previous one), the window, the audience and, when the point asks, the location.
 * Scanning twice gives the same record. A group mounts the routes under its own prefix:
 *   POST checkin/points           CheckinPointInput -> CheckinPoint   staff open a point
 *   GET  checkin/points           -> CheckinPoint[]                    staff: the group's points
 *   GET  checkin/points/:id/code  -> CheckinCode                       staff: the code to show now
 *   POST checkin/scan             CheckinScan -> CheckinResult         a student scanned a point
 *   GET  checkin/myCode           -> CheckinCode                       a student's personal code
 *   POST checkin/points/:id/scanStudent  { code } -> CheckinResult     staff scanned a student
 *   POST checkin/points/:id/checkInStudent { studentId } -> CheckinResult  staff checked a student in by hand
 * Under the QR code a point shows the same slot's code as six digits (`typed`), which a student
 * without a working camera types instead (the scan route takes either).
 */
export const CHECKIN_SLOT_MS = 30_000;

/** Why a scan is refused (each said in four languages by the server). */
export type CheckinRefusal =
  | 'badCode'
  | 'expired'
  | 'wrongSchool'
  | 'notOpen'
  | 'closed'
  | 'locationNeeded'
  | 'outsideArea'
  | 'notInAudience'
  | 'notStudent'
  /** Six digits that are no open point's code now (mistyped, or older than the last slot). */
  | 'badTypedCode'
  /** The point is an activity's and the student has no place on it (not signed up, or waiting). */
  | 'notSignedUp';

const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const time = z
  .number('validation.required')
  .int('validation.integer')
  .min(0, 'validation.min')
  .max(4_102_444_800_000, 'validation.max');
/** WGS-84 degrees. */
const latitude = z.number('validation.number').min(-90, 'validation.min').max(90, 'validation.max');
const longitude = z.number('validation.number').min(-180, 'validation.min').max(180, 'validation.max');

/** Opening a point; with latitude, longitude and radius, a scan must come from within radius metres. */
export const checkinPointInputSchema = z
  .object({
    name: text(100),
    place: text(200),
    latitude: latitude.nullish(),
    longitude: longitude.nullish(),
    radius: z
      .number('validation.number')
      .int('validation.integer')
      .min(10, 'validation.min')
      .max(100_000, 'validation.max')
      .nullish(),
    startsAt: time,
    endsAt: time,
  })
  .refine((p) => p.endsAt > p.startsAt, { message: 'validation.dateOrder', path: ['endsAt'] })
  .refine((p) => (p.latitude == null) === (p.longitude == null), {
    message: 'validation.required',
    path: ['longitude'],
  });
export type CheckinPointInput = z.input<typeof checkinPointInputSchema>;

export const checkinPointSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  name: z.string(),
  place: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius: z.number().nullable(),
  startsAt: z.number(),
  endsAt: z.number(),
  /** Open now (inside its window). */
  open: z.boolean(),
  /** Students checked in here. */
  checkedIn: z.number(),
  createdAt: z.number(),
});
export type CheckinPoint = z.infer<typeof checkinPointSchema>;

/** A signed code for the current slot; show it until expiresAt (the next slot's start). */
export const checkinCodeSchema = z.object({
  code: z.string(),
  /** A point's code of the same slot as six digits to type (null for a student's own code). */
  typed: z.string().nullable(),
  slot: z.number(),
  expiresAt: z.number(),
});
export type CheckinCode = z.infer<typeof checkinCodeSchema>;

export const checkinScanSchema = z.object({
  /** The scanned code, or the six digits shown under it. */
  code: text(200),
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
});
export type CheckinScan = z.input<typeof checkinScanSchema>;

/** Staff scanned a student's own code. */
export const checkinStudentScanSchema = z.object({ code: text(200) });

export const checkinResultSchema = z.object({
  recordId: z.string(),
  pointId: z.string(),
  pointName: z.string(),
  place: z.string(),
  student: z.object({ id: z.string(), name: z.string(), number: z.string() }),
  /** When the student was first checked in here. */
  at: z.number(),
  method: z.enum(['scan', 'staff']),
  /** The student was already checked in here: the same record, nothing written. */
  repeated: z.boolean(),
});
export type CheckinResult = z.infer<typeof checkinResultSchema>;
