/** Check-in points and records of the student-affairs mechanism, onboarding's configuration (migration 0100) and records (0077). */
import type { Generated } from 'kysely';

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

/** A freshman's form of one kind (migration 0077): values as JSON. */
export interface OnboardingFormTable {
  tenantId: string;
  studentId: string;
  kind: string;
  formValues: string;
  updatedAt: number;
}

/** Staff's keep (保留入学资格) or give-up (放弃入学) of a freshman's place. */
export interface OnboardingStandingTable {
  tenantId: string;
  studentId: string;
  standing: 'kept' | 'gaveUp';
  reason: string | null;
  setBy: string;
  updatedAt: number;
}

/** A freshman's question and staff's answer; pictures as JSON attachment references. */
export interface OnboardingQuestionTable {
  id: string;
  tenantId: string;
  studentId: string;
  title: string;
  body: string;
  pictures: string;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: number | null;
  faq: Generated<number>;
  createdAt: number;
}

/** A school's own text of one of onboarding's pages (title and body JSON by language). */
export interface OnboardingPageTable {
  tenantId: string;
  key: string;
  title: string;
  body: string;
  updatedAt: number;
}

export interface CheckinTables {
  checkinSecret: CheckinSecretTable;
  checkinPoint: CheckinPointTable;
  checkinRecord: CheckinRecordTable;
  onboardingConfig: OnboardingConfigTable;
  onboardingForm: OnboardingFormTable;
  onboardingStanding: OnboardingStandingTable;
  onboardingQuestion: OnboardingQuestionTable;
  onboardingPage: OnboardingPageTable;
}
