import type { GroupScreens } from '../../group-screens';

/**
 * Onboarding's screens (contract affairs/modules/yxxt names the kinds), the same under every
 * school variant's base: the freshman's journey and the classic index, the QR check-in (the camera
 * and the scanner library load only when the camera opens), the freshman's forms, the school's
 * pages, the questions with their details and pictures, the variants' my page, and for staff the
 * points with their rotating codes, the list of freshmen and the statistics online.
 */
export default {
  screens: {
    journey: () => import('./journey-page').then((m) => m.JourneyPage),
    oldIndex: () => import('./old-index-page').then((m) => m.OldIndexPage),
    signScan: () => import('./sign-scan-page').then((m) => m.SignScanPage),
    checkinPoints: () => import('./points-page').then((m) => m.CheckinPointsPage),
    checkinShow: () => import('./show-page').then((m) => m.CheckinShowPage),
    onboardingStatistics: () => import('./statistics-page').then((m) => m.OnboardingStatisticsPage),
    onboardingForm: () => import('./form-page').then((m) => m.OnboardingFormPage),
    onboardingPage: () => import('./info-page').then((m) => m.OnboardingInfoPage),
    questions: () => import('./questions-page').then((m) => m.QuestionsPage),
    questionDetail: () => import('./question-detail-page').then((m) => m.QuestionDetailPage),
    pictureDetail: () => import('./picture-page').then((m) => m.PictureDetailPage),
    freshmenList: () => import('./freshmen-page').then((m) => m.FreshmenPage),
    onboardingMy: () => import('./my-page').then((m) => m.OnboardingMyPage),
  },
} satisfies GroupScreens;
