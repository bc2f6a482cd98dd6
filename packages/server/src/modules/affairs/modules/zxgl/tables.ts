import type { YN } from '../../../../db/tables/types.js';

/** Counselling (migration 0068). */

export interface CounsellingSlotTable {
  id: string;
  tenantId: string;
  counsellorId: string;
  startsAt: number;
  minutes: number;
  place: string;
  mode: string;
  /** The live booking; null while the slot is open. */
  bookingId: string | null;
  createdAt: number;
}

export interface CounsellingBookingTable {
  id: string;
  tenantId: string;
  slotId: string;
  studentId: string;
  /** The student's college when they booked (the statistics count by it). */
  collegeId: string | null;
  topic: string;
  description: string | null;
  phone: string;
  /** Nothing identifying the student reaches the centre's staff (zxgl/disclosure.ts)... */
  anonymous: YN;
  /** ...until the student reveals it (migration 0103). */
  revealedAt: number | null;
  status: string;
  createdAt: number;
  updatedAt: number;
}

/** Confidential: read only through the counselling group's record reader. */
export interface CounsellingRecordTable {
  bookingId: string;
  tenantId: string;
  summary: string;
  assessment: string | null;
  risk: string;
  plan: string | null;
  referral: YN;
  writtenBy: string;
  writtenAt: number;
}

export interface CounsellingCourseTable {
  id: string;
  tenantId: string;
  title: string;
  kind: string;
  teacher: string;
  startsAt: number;
  place: string;
  capacity: number;
  description: string;
  createdAt: number;
}

export interface ZxglTables {
  counsellingSlot: CounsellingSlotTable;
  counsellingBooking: CounsellingBookingTable;
  counsellingRecord: CounsellingRecordTable;
  counsellingCourse: CounsellingCourseTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends ZxglTables {}
}
