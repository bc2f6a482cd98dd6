import type { GroupScreens } from '../../group-screens';
import { JourneyPage } from './journey-page';
import { OnboardingStatisticsPage } from './statistics-page';
import { CheckinPointsPage } from './points-page';
import { CheckinShowPage } from './show-page';
import { SignScanPage } from './sign-scan-page';

/**
 * Onboarding's screens (contract affairs/modules/yxxt names the kinds), the same under every
 * school variant's base: the freshman's journey, the QR check-in (the camera and the scanner
 * library load only when the camera opens), the staff's points with their rotating codes, and
 * the statistics online.
 */
export default {
  screens: {
    journey: JourneyPage,
    signScan: SignScanPage,
    checkinPoints: CheckinPointsPage,
    checkinShow: CheckinShowPage,
    onboardingStatistics: OnboardingStatisticsPage,
  },
} satisfies GroupScreens;
