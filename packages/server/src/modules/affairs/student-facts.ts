import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * What one group reads of another's records without importing it (onboarding's journey reads the
 * bed, the bill, the green channel): a group that keeps such a record provides a reader in its
 * extension (`facts`), and the reader asks the mechanism. A fact no group provides reads as null,
 * so the asking screen can say the school does not keep it.
 */
export type BillState = 'paid' | 'partial' | 'unpaid' | 'deferred' | 'reduced';

/**
 * Where the comprehensive evaluation of one academic year ranks a student (equal totals share a
 * rank), with the figures of the year's course grades it was computed from: the credit-weighted
 * grade point average (4-point scale), the failed courses (a mark under 60) and the academic
 * rank in the major (by the academic part alone).
 */
export interface EvaluationStanding {
  academicYear: string;
  total: number;
  classRank: number;
  classSize: number;
  majorRank: number;
  majorSize: number;
  gpa: number;
  failedCourses: number;
  academicRank: number;
  academicSize: number;
}

/** What a student still owes on their bills (deferred sums included), in fen, and for which years. */
export interface FeesOwed {
  amount: number;
  academicYears: string[];
}

export interface StudentFacts {
  /** The student's bed in words ('1号楼 203-2'), by student id; absent: no bed. */
  bed: string;
  /** The dormitory room the student lives in ('1号楼 203'), by student id; absent: no bed. */
  room: string;
  /** The state of the student's bill of the current year, by student id; absent: no bill. */
  bill: BillState;
  /** What the student still owes on that bill, in fen (after reductions and payments), by student id. */
  billOwed: number;
  /** The student's evaluated years, newest first, by student id; absent: never evaluated. */
  evaluationRank: EvaluationStanding[];
  /** The student's ID number on record, by student id; absent: none on record. */
  idNumber: string;
  /** What the student owes over all their bills, by student id; absent: nothing owed. */
  feesOwed: FeesOwed;
}

export type FactName = keyof StudentFacts;

export type FactReader<K extends FactName> = (
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
) => Promise<Map<string, StudentFacts[K]>>;

export type FactReaders = { [K in FactName]?: FactReader<K> };
