import type { GroupScreens } from '../../group-screens';

/**
 * What insurance shows beyond the generic screens (enrolment forms, the info list, the detail):
 * the student's index of this year's insurance and the staff's enrolment rates. Each its own chunk.
 */
export default {
  screens: {
    insuranceIndex: () => import('./index-page').then((m) => m.InsuranceIndexPage),
    insuranceRates: () => import('./rates-page').then((m) => m.InsuranceRatesPage),
  },
} satisfies GroupScreens;
