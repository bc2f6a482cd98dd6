/** Check-in points and records of the student-affairs mechanism, onboarding's configuration (migration 0100). */

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

/** Which onboarding variant a school runs and its welcome text (JSON by language). */
export interface OnboardingConfigTable {
  tenantId: string;
  variant: string;
  cohort: string;
  welcome: string;
  updatedAt: number;
}

export interface CheckinTables {
  checkinSecret: CheckinSecretTable;
  checkinPoint: CheckinPointTable;
  checkinRecord: CheckinRecordTable;
  onboardingConfig: OnboardingConfigTable;
}
