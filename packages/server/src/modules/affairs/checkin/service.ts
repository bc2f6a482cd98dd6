import {
  CHECKIN_SLOT_MS,
  ModuleState,
  type CheckinCode,
  type CheckinPoint,
  type CheckinPointInput,
  type CheckinResult,
  type CheckinScan,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import {
  parseCode,
  signCode,
  slotOf,
  slotState,
  verifySignature,
  distanceMetres,
  typedCode,
  typedMatches,
  TYPED_CODE,
  type CodeKind,
} from './code.js';
import { checkinRefusal } from './refusals.js';
import * as repo from './repo.js';

/**
 * The rules of check-in, the same for every group that uses it: who may open a point and show its
 * code (the group decides, `CheckinUse.mayStaff`), what a scanned code must be (signed by this
 * school, of this slot or the one before, for this point or a student of this school), when a
 * point takes check-ins (its window), whom (its audience) and from where (its radius).
 */
export interface CheckinUse {
  db: Kysely<DB>;
  /** The group's use of points: 'onboarding', later 'activity'. */
  purpose: string;
  /**
   * Refuses a caller who may not open points or show their codes (throws); with the point when
   * one is asked about (an activity's organiser shows the code of their own activity's point).
   */
  requireStaff(caller: AuthContext, point?: repo.PointRow): void | Promise<void>;
  /** Refuses a student the point is not for beyond its audience (an activity: not signed up). */
  admits?(point: repo.PointRow, studentId: string): Promise<void>;
  /** The enrolment year a new point is for (onboarding's cohort); null: every student. */
  audienceGrade(tenantId: string): Promise<string | null>;
}

type PointRow = repo.PointRow & { checkedIn?: number | string | null };

const pointOf = (row: PointRow, now: number): CheckinPoint => ({
  id: row.id,
  purpose: row.purpose,
  name: row.name,
  place: row.place,
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  radius: row.radius,
  startsAt: Number(row.startsAt),
  endsAt: Number(row.endsAt),
  open: now >= Number(row.startsAt) && now < Number(row.endsAt),
  checkedIn: Number(row.checkedIn ?? 0),
  createdAt: Number(row.createdAt),
});

export async function openPoint(
  use: CheckinUse,
  caller: AuthContext,
  input: CheckinPointInput,
  now = Date.now(),
): Promise<CheckinPoint> {
  await use.requireStaff(caller);
  return createPoint(use, caller.tenantId, caller.userId, input, now);
}

/** A point made by the group's own code (an activity's, when it is published), without a caller's check. */
export async function createPoint(
  use: CheckinUse,
  tenantId: string,
  createdBy: string,
  input: CheckinPointInput,
  now = Date.now(),
): Promise<CheckinPoint> {
  const located = input.latitude != null && input.longitude != null;
  const row = await repo.insertPoint(use.db, {
    tenantId,
    purpose: use.purpose,
    name: input.name,
    place: input.place,
    latitude: located ? input.latitude! : null,
    longitude: located ? input.longitude! : null,
    radius: located ? (input.radius ?? null) : null,
    audienceGrade: await use.audienceGrade(tenantId),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    createdBy,
    createdAt: now,
  });
  return pointOf(row, now);
}

export async function listPoints(use: CheckinUse, caller: AuthContext, now = Date.now()) {
  await use.requireStaff(caller);
  const rows = await repo.pointsWithCounts(use.db, caller.tenantId, use.purpose);
  return rows.map((row) => pointOf(row, now));
}

async function pointOrMissing(use: CheckinUse, tenantId: string, id: string) {
  const point = await repo.pointById(use.db, tenantId, use.purpose, id);
  if (!point) throw new AppError(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
  return point;
}

async function codeFor(use: CheckinUse, tenantId: string, kind: CodeKind, subjectId: string, now: number) {
  const secret = await repo.secretOf(use.db, tenantId, now);
  const slot = slotOf(now);
  const code: CheckinCode = {
    code: signCode(secret, { kind, tenantId, subjectId, slot }),
    // A point's code can also be typed; a student's own is only scanned by staff.
    typed: kind === 'p' ? typedCode(secret, tenantId, subjectId, slot) : null,
    slot,
    expiresAt: (slot + 1) * CHECKIN_SLOT_MS,
  };
  return code;
}

/** The code a point shows now (staff). */
export async function pointCode(use: CheckinUse, caller: AuthContext, pointId: string, now = Date.now()) {
  const point = await pointOrMissing(use, caller.tenantId, pointId);
  await use.requireStaff(caller, point);
  return codeFor(use, caller.tenantId, 'p', point.id, now);
}

/** A student's own code, for staff to scan. */
export async function studentCode(use: CheckinUse, caller: AuthContext, now = Date.now()) {
  if (caller.kind !== 'student') throw checkinRefusal('notStudent');
  return codeFor(use, caller.tenantId, 's', caller.userId, now);
}

/** The code's parts once it is known to be this school's, signed and fresh. */
async function verified(use: CheckinUse, tenantId: string, text: string, kind: CodeKind, now: number) {
  const code = parseCode(text);
  if (!code || code.kind !== kind) throw checkinRefusal('badCode');
  if (code.tenantId !== tenantId) {
    const theirs = await repo.existingSecret(use.db, code.tenantId);
    throw checkinRefusal(theirs && verifySignature(theirs, code) ? 'wrongSchool' : 'badCode');
  }
  if (!verifySignature(await repo.secretOf(use.db, tenantId, now), code)) throw checkinRefusal('badCode');
  const fresh = slotState(code, now);
  if (fresh === 'future') throw checkinRefusal('badCode');
  if (fresh === 'expired') throw checkinRefusal('expired');
  return code;
}

type Student = NonNullable<Awaited<ReturnType<typeof repo.studentOf>>>;

/** Audience and window; an existing record stands whatever they say now. */
async function admit(
  use: CheckinUse,
  point: repo.PointRow,
  student: Student,
  method: 'scan' | 'staff',
  caller: AuthContext,
  where: { latitude: number | null; longitude: number | null },
  now: number,
): Promise<CheckinResult> {
  const result = (record: DB['checkinRecord'], repeated: boolean): CheckinResult => ({
    recordId: record.id,
    pointId: point.id,
    pointName: point.name,
    place: point.place,
    student: { id: student.id, name: student.name, number: student.number },
    at: Number(record.createdAt),
    method: record.method,
    repeated,
  });
  const before = await repo.recordOf(use.db, point.id, student.id);
  if (before) return result(before, true);
  if (point.audienceGrade && student.grade !== point.audienceGrade) throw checkinRefusal('notInAudience');
  await use.admits?.(point, student.id);
  if (now < Number(point.startsAt)) throw checkinRefusal('notOpen');
  if (now >= Number(point.endsAt)) throw checkinRefusal('closed');
  if (method === 'scan' && point.radius !== null && point.latitude !== null && point.longitude !== null) {
    if (where.latitude === null || where.longitude === null)
      throw checkinRefusal('locationNeeded', 'latitude');
    const distance = distanceMetres(
      Number(point.latitude),
      Number(point.longitude),
      where.latitude,
      where.longitude,
    );
    if (distance > point.radius)
      throw checkinRefusal('outsideArea', 'latitude', {
        distance: Math.round(distance),
        radius: point.radius,
      });
  }
  const { record, repeated } = await repo.checkIn(use.db, {
    tenantId: caller.tenantId,
    pointId: point.id,
    purpose: use.purpose,
    studentId: student.id,
    method,
    scannedBy: caller.userId,
    latitude: method === 'scan' ? where.latitude : null,
    longitude: method === 'scan' ? where.longitude : null,
    createdAt: now,
  });
  return result(record, repeated);
}

/**
 * The point whose code a student typed (six digits, shown under the QR code): among the use's
 * points open now, the one whose code of this slot or the one before it is.
 */
async function typedPoint(use: CheckinUse, tenantId: string, typed: string, now: number) {
  const secret = await repo.secretOf(use.db, tenantId, now);
  const open = await repo.openPoints(use.db, tenantId, use.purpose, now);
  const point = open.find((p) => typedMatches(secret, tenantId, p.id, typed, now));
  if (!point) throw checkinRefusal('badTypedCode', 'code');
  return point;
}

/** A student scanned a point's code, or typed the six digits shown under it. */
export async function scan(use: CheckinUse, caller: AuthContext, input: CheckinScan, now = Date.now()) {
  const student = await repo.studentOf(use.db, caller.tenantId, caller.userId);
  const typed = input.code.trim();
  let point: repo.PointRow | undefined;
  if (TYPED_CODE.test(typed)) {
    if (!student) throw checkinRefusal('notStudent');
    point = await typedPoint(use, caller.tenantId, typed, now);
  } else {
    const code = await verified(use, caller.tenantId, input.code, 'p', now);
    if (!student) throw checkinRefusal('notStudent');
    point = await repo.pointById(use.db, caller.tenantId, use.purpose, code.subjectId);
  }
  if (!point) throw checkinRefusal('badCode');
  const where = { latitude: input.latitude ?? null, longitude: input.longitude ?? null };
  return admit(use, point, student, 'scan', caller, where, now);
}

/**
 * Staff at a point they may use check a student in: by the student's own code (scanned), or by
 * hand (a phone without a camera or a battery: the organiser's list of participants). The same
 * rules as a student's scan (audience, the group's `admits`, the window), recorded as staff's.
 */
export async function checkInByStaff(
  use: CheckinUse,
  caller: AuthContext,
  pointId: string,
  who: { code: string } | { studentId: string },
  now = Date.now(),
) {
  const point = await pointOrMissing(use, caller.tenantId, pointId);
  await use.requireStaff(caller, point);
  const byCode = 'code' in who;
  const studentId = byCode
    ? (await verified(use, caller.tenantId, who.code, 's', now)).subjectId
    : who.studentId;
  const student = await repo.studentOf(use.db, caller.tenantId, studentId);
  if (!student) throw byCode ? checkinRefusal('badCode') : checkinRefusal('notStudent', 'studentId');
  return admit(use, point, student, 'staff', caller, { latitude: null, longitude: null }, now);
}
