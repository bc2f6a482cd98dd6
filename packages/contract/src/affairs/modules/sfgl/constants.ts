/**
 * The fees group's bill states, fee items and payment channels, read by its declarations (api.ts)
 * and by both sides (types.ts re-exports them).
 */

/** A bill's state (MODULES-RESEARCH §4.1): 未缴费, 部分缴费, 已缴清, 缓缴, 已减免. */
export const BILL_STATES = ['unpaid', 'partial', 'paid', 'deferred', 'reduced'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** Fee items (收费项目). */
export const FEE_ITEMS = ['tuition', 'accommodation', 'textbooks', 'insurance', 'agency', 'other'] as const;
export type FeeItemCode = (typeof FEE_ITEMS)[number];

/** How a payment came in. */
export const PAYMENT_CHANNELS = ['online', 'bank', 'desk', 'loan'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
