/** Job postings (migration 0069). */

export interface JobPostingTable {
  id: string;
  tenantId: string;
  company: string;
  nature: string;
  industry: string;
  position: string;
  headcount: number;
  place: string;
  /** Yuan per month. */
  salaryMin: number;
  salaryMax: number;
  education: string;
  majors: string;
  deadline: string;
  contact: string;
  description: string;
  createdBy: string;
  createdAt: number;
}

export interface JyglTables {
  jobPosting: JobPostingTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends JyglTables {}
}
