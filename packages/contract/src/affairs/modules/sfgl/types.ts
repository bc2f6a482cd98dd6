import type { z } from 'zod';
import type {
  billDeferral,
  billDetail,
  billFigures,
  billItem,
  billListQuery,
  billPage,
  billPayment,
  billRow,
  billStudent,
  billSummary,
  collectionOverview,
  collectionRow,
  deferralInput,
  myBills,
  paymentInput,
} from './api.js';

export * from './constants.js';

/** The fees group's own wire types: those of its declarations (api.ts). */
export type BillFigures = z.infer<typeof billFigures>;
export type BillSummary = z.infer<typeof billSummary>;
export type MyBills = z.infer<typeof myBills>;
export type BillItem = z.infer<typeof billItem>;
export type BillPayment = z.infer<typeof billPayment>;
export type BillDeferral = z.infer<typeof billDeferral>;
export type BillStudent = z.infer<typeof billStudent>;
export type BillDetail = z.infer<typeof billDetail>;
export type CollectionRow = z.infer<typeof collectionRow>;
export type CollectionOverview = z.infer<typeof collectionOverview>;
export type BillListQuery = z.output<typeof billListQuery>;
export type BillRow = z.infer<typeof billRow>;
export type BillPage = z.infer<typeof billPage>;
export type PaymentInput = z.output<typeof paymentInput>;
export type DeferralInput = z.output<typeof deferralInput>;
