/**
 * Student information's own API under /api/jczy/v3/xsxx/ (server: modules/affairs/modules/xsxx):
 *   GET  xsxx/mine                  the student's own profile, whole, and their open changes
 *   POST xsxx/students              staff: the students in their charge, filtered, paged; masked
 *   GET  xsxx/student?id=           staff in charge: one student's card, whole
 *   POST xsxx/students/export       the same filters as a spreadsheet (masked)
 *   GET  xsxx/options               the filters' choices in the caller's charge
 * The change requests are the mechanism's modules infoPhone, infoAddress, infoBankCard.
 */

/** What a student changes by a request the counsellor approves. */
export const INFO_CHANGE_FIELDS = ['phone', 'address', 'bankCard'] as const;
export type InfoChangeField = (typeof INFO_CHANGE_FIELDS)[number];

/** Beside each change request: what was on record when it was submitted and what was asked for. */
export interface InfoChangeRecord {
  field: InfoChangeField;
  before: string | null;
  after: string;
  /** When the approval wrote it to the profile; null while waiting, or when refused. */
  appliedAt: number | null;
}

export const POLITICAL_STATUSES = ['member', 'probationary', 'league', 'masses'] as const;
export type PoliticalStatus = (typeof POLITICAL_STATUSES)[number];

/** A student as lists show them: the sensitive fields masked. */
export interface StudentInfoRow {
  id: string;
  name: string;
  number: string;
  gender: 'male' | 'female' | 'unknown';
  collegeName: string;
  className: string;
  grade: string | null;
  politicalStatus: string | null;
  province: string | null;
  ethnicity: string | null;
  /** Masked: 139****0002. */
  mobile: string | null;
  /** Masked: 3****************2. */
  idNumber: string | null;
  /** Masked: **** 1234. */
  bankCard: string | null;
  /** Masked: never a figure in a list. */
  familyIncome: string | null;
}

/** One student's card for the staff in charge (or the student's own): every field whole. */
export interface StudentInfoCard extends Omit<StudentInfoRow, 'familyIncome'> {
  birthDate: string | null;
  address: string | null;
  bankName: string | null;
  /** Yearly family income in yuan. */
  familyIncome: number | null;
  /** Change requests under way (field -> request id). */
  pending: Partial<Record<InfoChangeField, string>>;
}

export interface StudentQuery {
  keyword?: string;
  collegeId?: string;
  classId?: string;
  grade?: string;
  gender?: 'male' | 'female';
  politicalStatus?: PoliticalStatus;
  province?: string;
  /** Family income at most this (yuan a year): the hardship shortlist. */
  incomeMax?: number;
  pageNo?: number;
  limit?: number;
}

export interface StudentPage {
  total: number;
  pageNo: number;
  rows: StudentInfoRow[];
}

export interface StudentQueryOptions {
  colleges: { id: string; name: string }[];
  classes: { id: string; name: string; collegeId: string }[];
  grades: string[];
  provinces: string[];
}
