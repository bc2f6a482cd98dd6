import type { GroupScreens } from '../../group-screens';

/**
 * Epidemic control's screens (contract affairs/modules/yqfk): the student's daily health report
 * and the staff's overview of who has reported. Each its own chunk; the follow-up's screens are
 * the mechanism's (review, detail).
 */
export default {
  screens: {
    healthReport: () => import('./report-page').then((m) => m.HealthReportPage),
    gatePass: () => import('./pass-page').then((m) => m.GatePassPage),
    healthOverview: () => import('./overview-page').then((m) => m.HealthOverviewPage),
    gateScan: () => import('./gate-scan-page').then((m) => m.GateScanPage),
  },
} satisfies GroupScreens;
