export * from './constants.js';

/** The fees group's own wire types: those of its declarations (each beside its schema in api.ts). */
export type {
  BillDeferral,
  BillDetail,
  BillFigures,
  BillItem,
  BillListQuery,
  BillPage,
  BillPayment,
  BillRow,
  BillStudent,
  BillSummary,
  CollectionOverview,
  CollectionRow,
  DeferralInput,
  MyBills,
  PaymentInput,
} from './api.js';
