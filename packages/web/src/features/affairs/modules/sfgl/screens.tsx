import type { GroupScreens } from '../../group-screens';
import { ChargeManageDetailsPage, PaymentDetailsPage } from './details-page';
import { ChargeImportPage } from './import-page';
import { PaymentInquiryPage } from './inquiry-page';
import { ChargeManagePage } from './manage-page';

/**
 * The fees screens (contract affairs/modules/sfgl names the kinds): the student's bills and a
 * bill's details, the staff's collection with the bills list, one student's bill with the finance
 * office's actions, and the bill import. One chunk.
 */
export default {
  screens: {
    paymentInquiry: PaymentInquiryPage,
    paymentDetails: PaymentDetailsPage,
    chargeManage: ChargeManagePage,
    chargeManageDetails: ChargeManageDetailsPage,
    chargeImport: ChargeImportPage,
  },
} satisfies GroupScreens;
