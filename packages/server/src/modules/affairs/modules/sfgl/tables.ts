/** Fees (migration 0082). Money in fen (integer cents). */

export interface FeeBillTable {
  id: string;
  tenantId: string;
  studentId: string;
  academicYear: string;
  due: number;
  reduced: number;
  paid: number;
  /** The finance office's deferrals (the green channel's are read from its requests). */
  deferred: number;
  deferredUntil: string | null;
  remark: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface FeeBillItemTable {
  billId: string;
  tenantId: string;
  item: string;
  due: number;
  reduced: number;
}

export interface FeePaymentTable {
  id: string;
  tenantId: string;
  billId: string;
  amount: number;
  channel: string;
  receiptNo: string;
  paidAt: number;
  recordedBy: string | null;
  recorderName: string | null;
  createdAt: number;
}

export interface FeeDeferralTable {
  id: string;
  tenantId: string;
  billId: string;
  amount: number;
  deadline: string;
  reason: string;
  recordedBy: string | null;
  recorderName: string | null;
  createdAt: number;
}

export interface SfglTables {
  feeBill: FeeBillTable;
  feeBillItem: FeeBillItemTable;
  feePayment: FeePaymentTable;
  feeDeferral: FeeDeferralTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends SfglTables {}
}
