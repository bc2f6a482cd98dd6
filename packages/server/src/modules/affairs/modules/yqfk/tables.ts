/** Epidemic control's daily health reports (migration 0012). */

export interface HealthReportTable {
  id: string;
  tenantId: string;
  studentId: string;
  /** The school day (yyyy-MM-dd). */
  reportDate: string;
  temperature: number;
  /** JSON array of symptom keys (contract yqfk SYMPTOMS). */
  symptoms: string;
  location: string | null;
  /** 1: contact with a case; 0: none; null: not asked. */
  contact: number | null;
  note: string;
  abnormal: number;
  /** The healthFollowUp request it started, when abnormal. */
  followUpId: string | null;
  reportedAt: number;
}

export interface YqfkTables {
  healthReport: HealthReportTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends YqfkTables {}
}
