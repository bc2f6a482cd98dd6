/** Comprehensive evaluation (migration 0058, group zhcpgl). Marks, credits and parts in tenths. */

export interface EvaluationGradeTable {
  id: string;
  tenantId: string;
  studentId: string;
  academicYear: string;
  course: string;
  creditTenths: number;
  markTenths: number;
}

export interface EvaluationPartTable {
  tenantId: string;
  studentId: string;
  academicYear: string;
  moralTenths: number;
  sportsTenths: number;
  updatedBy: string | null;
  updatedAt: number;
}

export interface ZhcpglTables {
  evaluationGrade: EvaluationGradeTable;
  evaluationPart: EvaluationPartTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends ZhcpglTables {}
}
