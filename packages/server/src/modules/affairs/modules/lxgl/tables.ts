import type { DestinationType, RegistrationBatch } from '@campus/contract/affairs/lxgl';

/**
 * The leave group's own records (migration 0005). Its requests are workflow instances; these
 * tables hold only what the workflow does not: a leave's return (销假), and the destination and
 * return registrations of a batch. Dates are `yyyy-MM-dd`, times epoch ms.
 */

/** A leave the student has returned from, keyed by the leave's instance id. */
export interface LeaveRecordTable {
  id: string;
  tenantId: string;
  studentId: string;
  returnedAt: number;
  returnNote: string | null;
  createdAt: number;
}

/** A registration round (e.g. 2027寒假离校去向登记), open from its start to its end date. */
export interface RegistrationBatchTable {
  id: string;
  tenantId: string;
  kind: RegistrationBatch['kind'];
  name: string;
  startDate: string;
  endDate: string;
  createdAt: number;
}

/** Where a student goes for a break, one per student and batch. */
export interface DestinationRegistrationTable {
  tenantId: string;
  batchId: string;
  studentId: string;
  destinationType: DestinationType;
  address: string;
  contactPhone: string;
  leaveDate: string;
  returnDate: string;
  transport: string | null;
  note: string | null;
  updatedAt: number;
}

/** When a student arrived back, one per student and batch. */
export interface ReturnRegistrationTable {
  tenantId: string;
  batchId: string;
  studentId: string;
  arrivedAt: number;
  transport: string | null;
  note: string | null;
  updatedAt: number;
}

export interface LxglTables {
  leaveRecord: LeaveRecordTable;
  registrationBatch: RegistrationBatchTable;
  destinationRegistration: DestinationRegistrationTable;
  returnRegistration: ReturnRegistrationTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends LxglTables {}
}
