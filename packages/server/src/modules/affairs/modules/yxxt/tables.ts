import type { Generated } from 'kysely';

/** Onboarding's configuration (migration 0100) and records (0077). */

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

export interface YxxtTables {
  onboardingConfig: OnboardingConfigTable;
  onboardingForm: OnboardingFormTable;
  onboardingStanding: OnboardingStandingTable;
  onboardingQuestion: OnboardingQuestionTable;
  onboardingPage: OnboardingPageTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends YxxtTables {}
}
