/**
 * Check-in points and records of the student-affairs mechanism (migration 0100); onboarding's own
 * tables, made by the same migrations, are the yxxt group's (modules/affairs/modules/yxxt/tables.ts).
 */

/** A school's key for signing its check-in codes (HMAC-SHA256), made on first use. */
export interface CheckinSecretTable {
  tenantId: string;
  secret: string;
  createdAt: number;
}

export interface CheckinPointTable {
  id: string;
  tenantId: string;
  /** The group's use of it: 'onboarding', later 'activity'. */
  purpose: string;
  name: string;
  place: string;
  latitude: number | null;
  longitude: number | null;
  /** Metres around the location a scan must come from; null: anywhere. */
  radius: number | null;
  /** Only students of this enrolment year may check in; null: every student. */
  audienceGrade: string | null;
  startsAt: number;
  endsAt: number;
  createdBy: string;
  createdAt: number;
}

export interface CheckinRecordTable {
  id: string;
  tenantId: string;
  pointId: string;
  purpose: string;
  studentId: string;
  method: 'scan' | 'staff';
  scannedBy: string;
  latitude: number | null;
  longitude: number | null;
  createdAt: number;
}

export interface CheckinTables {
  checkinSecret: CheckinSecretTable;
  checkinPoint: CheckinPointTable;
  checkinRecord: CheckinRecordTable;
}
