import { z } from 'zod';
import { fileBytes } from '../../../api/endpoint.js';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { academicYearInput as academicYear, calendarDay as day, groupId as id } from '../../group-input.js';
import { BILL_STATES, FEE_ITEMS, PAYMENT_CHANNELS } from './constants.js';
import { studentNaming } from '../../student-naming.js';

/**
 * The fees group's API, under /api/sfgl/v3/fees/ (MODULES.md §3, MODULES-RESEARCH §4). Not an
 * approval flow: bills come from the finance office's spreadsheet, payments and deferrals are
 * recorded by the finance office; the green channel's deferral (zzgl) is read onto the bill.
 *   GET  mine                     -> MyBills          the student's bills by academic year
 *   GET  bill?id=                 -> BillDetail       a bill: items, payments, deferrals (own, or in the caller's charge)
 *   GET  overview?year=           -> CollectionOverview staff: collection by college and class
 *   POST list                     -> BillPage         staff: bills with filters (state, college, class, keyword)
 *   POST export                   -> xlsx             staff: the same list as a spreadsheet
 *   POST payment                  -> BillDetail       finance: a desk payment (Idempotency-Key)
 *   POST deferral                 -> BillDetail       finance: a deferral with reason and deadline (Idempotency-Key)
 * and the bill import (the mechanism's import routes, not declared here):
 *   POST import (multipart file)  -> ImportPreview    finance: staged bills with per-row errors
 *   POST import/confirm {id}      -> ImportStatus     finance: writes every row in one transaction
 *   GET  import/status?id=        -> ImportStatus     progress of a confirmed import
 */
const money = z.number('validation.number').positive('validation.min').max(1_000_000, 'validation.max');
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');

const billState = z.enum(BILL_STATES);

/** Amounts of a bill or an item, in yuan. */
export const billFigures = z.object({
  due: z.number(),
  paid: z.number(),
  reduced: z.number(),
  /** Deferred: the finance office's deferrals and the green channel's. */
  deferred: z.number(),
  /** due - paid - reduced, never below 0. */
  outstanding: z.number(),
});
export type BillFigures = z.infer<typeof billFigures>;

export const billSummary = billFigures.extend({
  id: z.string(),
  academicYear: z.string(),
  state: billState,
  /** The latest deferral deadline (yyyy-MM-dd), if deferred. */
  deferredUntil: z.string().nullable(),
});
export type BillSummary = z.infer<typeof billSummary>;

export const myBills = z.object({
  bills: z.array(billSummary),
  /** Sums over every bill. */
  totals: billFigures,
  /** The school's payment platform (the app takes no money). */
  payUrl: z.string().nullable(),
});
export type MyBills = z.infer<typeof myBills>;

export const billItem = z.object({ code: z.enum(FEE_ITEMS), due: z.number(), reduced: z.number() });
export type BillItem = z.infer<typeof billItem>;

export const billPayment = z.object({
  id: z.string(),
  amount: z.number(),
  channel: z.enum(PAYMENT_CHANNELS),
  receiptNo: z.string(),
  paidAt: z.number(),
  recordedBy: z.string().nullable(),
});
export type BillPayment = z.infer<typeof billPayment>;

export const billDeferral = z.object({
  id: z.string(),
  amount: z.number(),
  deadline: z.string(),
  reason: z.string(),
  /** office: recorded by the finance office; greenChannel: an approved green-channel request. */
  source: z.enum(['office', 'greenChannel']),
  /** The green-channel request (its detail screen), when source is greenChannel. */
  requestId: z.string().nullable(),
  createdAt: z.number(),
});
export type BillDeferral = z.infer<typeof billDeferral>;

export const billStudent = z.object({
  id: z.string(),
  ...studentNaming,
  collegeName: z.string(),
  grade: z.string().nullable(),
});
export type BillStudent = z.infer<typeof billStudent>;

export const billDetail = billSummary.extend({
  student: billStudent,
  items: z.array(billItem),
  payments: z.array(billPayment),
  deferrals: z.array(billDeferral),
  remark: z.string().nullable(),
  /** What the caller may do: recordPayment, recordDeferral. */
  actions: z.array(z.enum(['recordPayment', 'recordDeferral'])),
});
export type BillDetail = z.infer<typeof billDetail>;

/** Collection figures of a college or a class. */
export const collectionRow = z.object({
  id: z.string(),
  name: z.string(),
  students: z.number(),
  due: z.number(),
  paid: z.number(),
  /** paid / (due - reduced), 0..1. */
  rate: z.number(),
  unpaid: z.number(),
  deferred: z.number(),
});
export type CollectionRow = z.infer<typeof collectionRow>;

export const collectionOverview = z.object({
  academicYear: z.string(),
  /** Years that have bills, newest first. */
  years: z.array(z.string()),
  totals: collectionRow,
  colleges: z.array(collectionRow.extend({ classes: z.array(collectionRow) })),
  /** Whether the caller may record payments, deferrals and import. */
  manages: z.boolean(),
});
export type CollectionOverview = z.infer<typeof collectionOverview>;

export const billListQuery = z.object({
  academicYear,
  /** Only bills in these states (none: every state). */
  states: z.array(z.enum(BILL_STATES, 'validation.oneOf')).max(5).optional(),
  collegeId: id.optional(),
  classId: id.optional(),
  /** Name or student number. */
  keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
  pageNo: z
    .number('validation.number')
    .int()
    .min(1, 'validation.min')
    .max(10_000, 'validation.max')
    .optional(),
  limit: z.number('validation.number').int().min(1, 'validation.min').max(500, 'validation.max').optional(),
});
export type BillListQuery = z.output<typeof billListQuery>;

export const billRow = billSummary.extend({ student: billStudent });
export type BillRow = z.infer<typeof billRow>;

export const billPage = z.object({ total: z.number(), rows: z.array(billRow) });
export type BillPage = z.infer<typeof billPage>;

export const paymentInput = z.object({
  billId: id,
  amount: money,
  channel: z.enum(PAYMENT_CHANNELS, 'validation.oneOf'),
  receiptNo: text(40),
});
export type PaymentInput = z.output<typeof paymentInput>;

export const deferralInput = z.object({ billId: id, amount: money, deadline: day, reason: text(500) });
export type DeferralInput = z.output<typeof deferralInput>;

const sfgl = endpointsOf({ service: 'sfgl', access: 'signedIn' });

export const feeEndpoints = {
  mine: sfgl.get('/fees/mine', { reply: myBills }),
  bill: sfgl.get('/fees/bill', { query: z.object({ id }), reply: billDetail }),
  overview: sfgl.get('/fees/overview', {
    query: z.object({ year: academicYear.optional() }),
    reply: collectionOverview,
  }),
  list: sfgl.post('/fees/list', { body: billListQuery, reply: billPage }),
  /** The list as a spreadsheet. */
  exportList: sfgl.post('/fees/export', { body: billListQuery, reply: fileBytes }),
  payment: sfgl.post('/fees/payment', { body: paymentInput, reply: billDetail, idempotent: true }),
  deferral: sfgl.post('/fees/deferral', { body: deferralInput, reply: billDetail, idempotent: true }),
};
