/**
 * The political-work team and staff training (migrations 0074, 0076). Dates are the school's
 * `yyyy-MM-dd`, times epoch ms.
 */

/** A counsellor's profile (辅导员档案), one per counsellor. */
export interface CounsellorProfileTable {
  tenantId: string;
  userId: string;
  education: string;
  degree: string;
  major: string;
  political: string;
  title: string;
  /** yyyy-MM */
  started: string;
  fullTime: number;
  certificates: string;
  updatedAt: number;
}

export interface WorkLogTable {
  id: string;
  tenantId: string;
  authorId: string;
  authorName: string;
  category: string;
  date: string;
  content: string;
  students: number;
  createdAt: number;
}

/** A heart-to-heart talk (谈心谈话): confidential to its author and the office's leadership. */
export interface TalkRecordTable {
  id: string;
  tenantId: string;
  authorId: string;
  authorName: string;
  studentId: string;
  date: string;
  minutes: number;
  type: string;
  topic: string;
  measures: string;
  followUp: string | null;
  createdAt: number;
}

/** A staff member's training or achievement, reviewed by the office. */
export interface StaffRecordTable {
  id: string;
  tenantId: string;
  ownerId: string;
  ownerName: string;
  kind: string;
  category: string;
  title: string;
  organiser: string;
  date: string;
  hours: number;
  level: string;
  status: string;
  reviewerName: string | null;
  reviewNote: string | null;
  reviewedAt: number | null;
  createdAt: number;
}

export interface ZgdwTables {
  counsellorProfile: CounsellorProfileTable;
  workLog: WorkLogTable;
  talkRecord: TalkRecordTable;
  staffRecord: StaffRecordTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends ZgdwTables {}
}
