import type { GroupScreens } from '../../group-screens';

/**
 * What employment shows beyond the generic screens (the destination form, its query and detail):
 * the index, the job postings and a posting, and the destination rates. Each its own chunk.
 */
export default {
  screens: {
    employmentIndex: () => import('./index-page').then((m) => m.EmploymentIndexPage),
    employmentList: () => import('./postings-page').then((m) => m.PostingsPage),
    employmentDetail: () => import('./posting-page').then((m) => m.PostingPage),
    employmentRates: () => import('./rates-page').then((m) => m.EmploymentRatesPage),
  },
} satisfies GroupScreens;
