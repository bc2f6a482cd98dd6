/** Epidemic control's daily health reports and campus passes (migration 0012). */

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

/** A campus exit's passage through the gate (its approved request's id). */
export interface CampusPassTable {
  requestId: string;
  tenantId: string;
  studentId: string;
  outAt: number;
  outBy: string;
  inAt: number | null;
  inBy: string | null;
}

export interface YqfkTables {
  healthReport: HealthReportTable;
  campusPass: CampusPassTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends YqfkTables {}
}
