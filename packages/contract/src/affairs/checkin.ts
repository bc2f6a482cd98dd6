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
  /** The point is an activity's and the student has no place on it (not signed up, or waiting). */
  | 'notSignedUp';

export interface CheckinPointInput {
  name: string;
  place: string;
  /** WGS-84 degrees; with radius, a scan must come from within radius metres. */
  latitude?: number | null;
  longitude?: number | null;
  radius?: number | null;
  startsAt: number;
  endsAt: number;
}

export interface CheckinPoint {
  id: string;
  purpose: string;
  name: string;
  place: string;
  latitude: number | null;
  longitude: number | null;
  radius: number | null;
  startsAt: number;
  endsAt: number;
  /** Open now (inside its window). */
  open: boolean;
  /** Students checked in here. */
  checkedIn: number;
  createdAt: number;
}

/** A signed code for the current slot; show it until expiresAt (the next slot's start). */
export interface CheckinCode {
  code: string;
  slot: number;
  expiresAt: number;
}

export interface CheckinScan {
  code: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface CheckinResult {
  recordId: string;
  pointId: string;
  pointName: string;
  place: string;
  student: { id: string; name: string; number: string };
  /** When the student was first checked in here. */
  at: number;
  method: 'scan' | 'staff';
  /** The student was already checked in here: the same record, nothing written. */
  repeated: boolean;
}
