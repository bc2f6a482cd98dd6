/**
 * Onboarding's labels; its own endpoints under /api/yxxt/v3/onboarding/ (the journey, the school's
 * config, the statistics, the questions, staff's list of freshmen) and their wire types are
 * declared in api.ts; the mechanism's check-in routes are under /api/yxxt/v3/checkin/
 * (affairs/checkin.ts). One product configured per school: the variant names which base path and
 * texts a school uses; every variant's routes serve the same screens (server:
 * modules/affairs/modules/yxxt).
 */
export * from './constants.js';

export type {
  FreshmanRow,
  FreshmanStatus,
  FreshmenPage,
  FreshmenQuery,
  JourneyStep,
  JourneyStepState,
  OnboardingConfig,
  OnboardingFigures,
  OnboardingFormReply,
  OnboardingJourney,
  OnboardingPage,
  OnboardingPageInput,
  OnboardingPageSection,
  OnboardingQuestion,
  OnboardingStatistics,
  OnboardingStatsRow,
  QuestionAnswerInput,
  StandingInput,
} from './api.js';
