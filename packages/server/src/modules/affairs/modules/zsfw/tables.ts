/** Admissions (migration 0085). */

export interface AdmissionProgramTable {
  id: string;
  tenantId: string;
  /** JSON text per language. */
  title: string;
  summary: string;
  /** JSON array of major names. */
  majors: string;
  places: number;
  opens: string;
  closes: string;
  contact: string;
  createdAt: number;
}

export interface AdmissionSignupTable {
  id: string;
  tenantId: string;
  programId: string;
  /** Who signed up in the app; null for a sign-up the admissions office took at its desk. */
  userId: string | null;
  name: string;
  idNumber: string;
  mobile: string;
  examNumber: string;
  candidateType: string;
  province: string;
  school: string;
  major1: string;
  major2: string | null;
  state: string;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
  createdAt: number;
}

export interface ZsfwTables {
  admissionProgram: AdmissionProgramTable;
  admissionSignup: AdmissionSignupTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends ZsfwTables {}
}
