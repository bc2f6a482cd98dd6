import type { GroupScreens } from '../../group-screens';

/**
 * The fees screens (contract affairs/modules/sfgl names the kinds): the student's bills and a
 * bill's details, the staff's collection with the bills list, one student's bill with the finance
 * office's actions, and the bill import. Each its own chunk.
 */
export default {
  screens: {
    paymentInquiry: () => import('./inquiry-page').then((m) => m.PaymentInquiryPage),
    paymentDetails: () => import('./details-page').then((m) => m.PaymentDetailsPage),
    chargeManage: () => import('./manage-page').then((m) => m.ChargeManagePage),
    chargeManageDetails: () => import('./details-page').then((m) => m.ChargeManageDetailsPage),
    chargeImport: () => import('./import-page').then((m) => m.ChargeImportPage),
  },
} satisfies GroupScreens;
