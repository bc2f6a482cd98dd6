/** Information collection (migration 0084). */

export interface InfoCollectionTable {
  id: string;
  tenantId: string;
  title: string;
  description: string;
  /** The form definition (JSON of the form format). */
  form: string;
  /** JSON array of org ids (colleges, classes); empty: every student in the creator's charge. */
  orgIds: string;
  /** JSON array of enrolment years; empty: every grade. */
  grades: string;
  deadline: number;
  createdBy: string;
  creatorName: string;
  createdAt: number;
}

export interface InfoCollectionEntryTable {
  collectionId: string;
  tenantId: string;
  studentId: string;
  /** JSON of the form values. */
  answers: string;
  submittedAt: number;
}

export interface XxcjTables {
  infoCollection: InfoCollectionTable;
  infoCollectionEntry: InfoCollectionEntryTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends XxcjTables {}
}
