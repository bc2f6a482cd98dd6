/** Student information (migration 0079). */

export interface StudentProfileTable {
  tenantId: string;
  userId: string;
  idNumber: string | null;
  birthDate: string | null;
  ethnicity: string | null;
  politicalStatus: string | null;
  province: string | null;
  address: string | null;
  bankName: string | null;
  bankCard: string | null;
  /** Yearly family income in yuan. */
  familyIncome: number | null;
  updatedAt: number;
}

/** A change of a student's own phone, address or bank card: before and after, applied on approval. */
export interface StudentInfoChangeTable {
  instanceId: string;
  tenantId: string;
  studentId: string;
  field: string;
  beforeValue: string | null;
  afterValue: string;
  /** A bank card's bank, before and after (migration 0002); null for the other fields. */
  beforeBank: string | null;
  afterBank: string | null;
  appliedAt: number | null;
  createdAt: number;
}

export interface XsxxTables {
  studentProfile: StudentProfileTable;
  studentInfoChange: StudentInfoChangeTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends XsxxTables {}
}
