import type { GroupScreens } from '../../group-screens';
import { InsuranceIndexPage } from './index-page';
import { InsuranceRatesPage } from './rates-page';

/**
 * What insurance shows beyond the generic screens (enrolment forms, the info list, the detail):
 * the student's index of this year's insurance and the staff's enrolment rates. One chunk.
 */
export default {
  screens: {
    insuranceIndex: InsuranceIndexPage,
    insuranceRates: InsuranceRatesPage,
  },
} satisfies GroupScreens;
