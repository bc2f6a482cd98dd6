import type { GroupScreens } from '../../group-screens';

/**
 * Onboarding's screens (contract affairs/modules/yxxt names the kinds), the same under every
 * school variant's base: the freshman's journey, the QR check-in (the camera and the scanner
 * library load only when the camera opens), the staff's points with their rotating codes, and
 * the statistics online.
 */
export default {
  screens: {
    journey: () => import('./journey-page').then((m) => m.JourneyPage),
    signScan: () => import('./sign-scan-page').then((m) => m.SignScanPage),
    checkinPoints: () => import('./points-page').then((m) => m.CheckinPointsPage),
    checkinShow: () => import('./show-page').then((m) => m.CheckinShowPage),
    onboardingStatistics: () => import('./statistics-page').then((m) => m.OnboardingStatisticsPage),
  },
} satisfies GroupScreens;
