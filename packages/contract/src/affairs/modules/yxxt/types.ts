import type { LocalizedText } from '../../../forms/types.js';

/**
 * Onboarding's own API, under /api/yxxt/v3/onboarding/ (and the mechanism's check-in routes under
 * /api/yxxt/v3/checkin/, affairs/checkin.ts):
 *   GET journey     -> OnboardingJourney     the freshman's steps, each with its state
 *   GET config      -> OnboardingConfig      the school's variant and texts
 *   GET statistics  -> OnboardingStatistics  staff: today's live figures by college and by major
 * One product configured per school: the variant names which base path and texts a school uses;
 * every variant's routes serve the same screens (server: modules/affairs/modules/yxxt).
 */

export const ONBOARDING_VARIANTS = ['yxxt', 'cjxy_yxxt', 'sanya_yxxt', 'jlqc_yxxt', 'xtlg_yxxt'] as const;
export type OnboardingVariant = (typeof ONBOARDING_VARIANTS)[number];

/** The steps of the freshman's journey, in order. */
export const JOURNEY_STEPS = ['info', 'payment', 'greenChannel', 'dormitory', 'checkin'] as const;
export type JourneyStepKey = (typeof JOURNEY_STEPS)[number];

/**
 * done 已完成, todo 未完成, pending 审核中 (a request under review), notConfigured: the school
 * keeps no such records (no bills without the fees module).
 */
export type JourneyStepState = 'done' | 'todo' | 'pending' | 'notConfigured';

export interface JourneyStep {
  key: JourneyStepKey;
  state: JourneyStepState;
  /** What the step's record says (the bed, the check-in point and time), in the caller's language. */
  detail: string | null;
  /** Where the step is done: an app path, or null when there is nothing to open. */
  path: string | null;
}

/** 未报到 / 已报到 (保留入学资格 and 放弃入学 are set by staff, later). */
export type FreshmanStatus = 'notArrived' | 'checkedIn';

export interface OnboardingJourney {
  variant: OnboardingVariant;
  /** The variant's base path under /app ('/xgxt/cjxy_yxxt'). */
  basePath: string;
  schoolName: string;
  welcome: string;
  /** The enrolment year being received ('2026'); false when the caller is not one of its freshmen. */
  cohort: string;
  freshman: boolean;
  status: FreshmanStatus;
  checkedInAt: number | null;
  steps: JourneyStep[];
}

export interface OnboardingConfig {
  variant: OnboardingVariant;
  basePath: string;
  cohort: string;
  welcome: LocalizedText;
}

export interface OnboardingFigures {
  expected: number;
  checkedIn: number;
  /** Checked in on the school's date today. */
  checkedInToday: number;
  /** checkedIn / expected, 0..1. */
  rate: number;
  /** Freshmen with an approved or running green-channel request. */
  greenChannel: number;
  /** Freshmen with a bed. */
  inDorm: number;
  /** Freshmen who paid in full; null when the school keeps no bills. */
  paid: number | null;
}

export interface OnboardingStatsRow extends OnboardingFigures {
  id: string;
  name: string;
  /** The college of a major's row. */
  college?: string;
}

export interface OnboardingStatistics {
  /** The school's date (yyyy-MM-dd). */
  date: string;
  cohort: string;
  /** When the figures were read (epoch ms). */
  at: number;
  totals: OnboardingFigures;
  byCollege: OnboardingStatsRow[];
  byMajor: OnboardingStatsRow[];
}
