/**
 * The fees group's API, under /api/sfgl/v3/fees/ (MODULES.md §3, MODULES-RESEARCH §4). Not an
 * approval flow: bills come from the finance office's spreadsheet, payments and deferrals are
 * recorded by the finance office; the green channel's deferral (zzgl) is read onto the bill.
 *   GET  mine                     -> MyBills          the student's bills by academic year
 *   GET  bill?id=                 -> BillDetail       a bill: items, payments, deferrals (own, or in the caller's charge)
 *   GET  overview?year=           -> CollectionOverview staff: collection by college and class
 *   POST list                     -> BillPage         staff: bills with filters (state, college, class, keyword)
 *   GET  export?year=&state=...   -> xlsx             staff: the same list as a spreadsheet
 *   POST payment                  -> BillDetail       finance: a desk payment (Idempotency-Key)
 *   POST deferral                 -> BillDetail       finance: a deferral with reason and deadline (Idempotency-Key)
 *   POST import (multipart file)  -> ImportPreview    finance: staged bills with per-row errors
 *   POST import/confirm {id}      -> ImportStatus     finance: writes every row in one transaction
 *   GET  import/status?id=        -> ImportStatus     progress of a confirmed import
 */

/** A bill's state (MODULES-RESEARCH §4.1): 未缴费, 部分缴费, 已缴清, 缓缴, 已减免. */
export type BillState = 'unpaid' | 'partial' | 'paid' | 'deferred' | 'reduced';
export const BILL_STATES: readonly BillState[] = ['unpaid', 'partial', 'paid', 'deferred', 'reduced'];

/** Fee items (收费项目). */
export type FeeItemCode = 'tuition' | 'accommodation' | 'textbooks' | 'insurance' | 'agency' | 'other';
export const FEE_ITEMS: readonly FeeItemCode[] = [
  'tuition',
  'accommodation',
  'textbooks',
  'insurance',
  'agency',
  'other',
];

/** How a payment came in. */
export type PaymentChannel = 'online' | 'bank' | 'desk' | 'loan';
export const PAYMENT_CHANNELS: readonly PaymentChannel[] = ['online', 'bank', 'desk', 'loan'];

/** Amounts of a bill or an item, in yuan. */
export interface BillFigures {
  due: number;
  paid: number;
  reduced: number;
  /** Deferred: the finance office's deferrals and the green channel's. */
  deferred: number;
  /** due - paid - reduced, never below 0. */
  outstanding: number;
}

export interface BillSummary extends BillFigures {
  id: string;
  academicYear: string;
  state: BillState;
  /** The latest deferral deadline (yyyy-MM-dd), if deferred. */
  deferredUntil: string | null;
}

export interface MyBills {
  bills: BillSummary[];
  /** Sums over every bill. */
  totals: BillFigures;
  /** The school's payment platform (the app takes no money). */
  payUrl: string | null;
}

export interface BillItem {
  code: FeeItemCode;
  due: number;
  reduced: number;
}

export interface BillPayment {
  id: string;
  amount: number;
  channel: PaymentChannel;
  receiptNo: string;
  paidAt: number;
  recordedBy: string | null;
}

export interface BillDeferral {
  id: string;
  amount: number;
  deadline: string;
  reason: string;
  /** office: recorded by the finance office; greenChannel: an approved green-channel request. */
  source: 'office' | 'greenChannel';
  /** The green-channel request (its detail screen), when source is greenChannel. */
  requestId: string | null;
  createdAt: number;
}

export interface BillStudent {
  id: string;
  name: string;
  number: string;
  className: string;
  collegeName: string;
  grade: string | null;
}

export interface BillDetail extends BillSummary {
  student: BillStudent;
  items: BillItem[];
  payments: BillPayment[];
  deferrals: BillDeferral[];
  remark: string | null;
  /** What the caller may do: recordPayment, recordDeferral. */
  actions: ('recordPayment' | 'recordDeferral')[];
}

/** Collection figures of a college or a class. */
export interface CollectionRow {
  id: string;
  name: string;
  students: number;
  due: number;
  paid: number;
  /** paid / (due - reduced), 0..1. */
  rate: number;
  unpaid: number;
  deferred: number;
}

export interface CollectionOverview {
  academicYear: string;
  /** Years that have bills, newest first. */
  years: string[];
  totals: CollectionRow;
  colleges: (CollectionRow & { classes: CollectionRow[] })[];
  /** Whether the caller may record payments, deferrals and import. */
  manages: boolean;
}

export interface BillListQuery {
  academicYear: string;
  /** Only bills in these states (none: every state). */
  states?: BillState[];
  collegeId?: string;
  classId?: string;
  /** Name or student number. */
  keyword?: string;
  pageNo?: number;
  limit?: number;
}

export interface BillRow extends BillSummary {
  student: BillStudent;
}

export interface BillPage {
  total: number;
  rows: BillRow[];
}

export interface PaymentInput {
  billId: string;
  amount: number;
  channel: PaymentChannel;
  receiptNo: string;
}

export interface DeferralInput {
  billId: string;
  amount: number;
  deadline: string;
  reason: string;
}
