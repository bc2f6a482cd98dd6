/** Student information, information collection and admissions (migrations 0079, 0084, 0085). */

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
  appliedAt: number | null;
  createdAt: number;
}

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

export interface StudentInfoTables {
  studentProfile: StudentProfileTable;
  studentInfoChange: StudentInfoChangeTable;
  infoCollection: InfoCollectionTable;
  infoCollectionEntry: InfoCollectionEntryTable;
  admissionProgram: AdmissionProgramTable;
  admissionSignup: AdmissionSignupTable;
}
