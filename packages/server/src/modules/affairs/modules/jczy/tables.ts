/**
 * Campus services (migration 0090, the jczy group's own tables): the class register kept by the
 * class monitor, the teachers' roll calls with one mark per student, and the graduates' leaving
 * clearance (a batch and the state of each step of each graduate). Dates are `yyyy-MM-dd` (the
 * school's), times epoch ms.
 */

/** One day of a class (班级日志); one per class and day. */
export interface ClassRegisterTable {
  id: string;
  tenantId: string;
  classId: string;
  date: string;
  lessons: number;
  absences: number;
  notes: string;
  recorderId: string;
  recorderName: string;
  comment: string | null;
  commentBy: string | null;
  version: number;
  createdAt: number;
  updatedAt: number;
}

/** A lesson's roll call; one per class, day and period. */
export interface ClassRollTable {
  id: string;
  tenantId: string;
  classId: string;
  date: string;
  period: number;
  course: string;
  teacherId: string;
  teacherName: string;
  createdAt: number;
  updatedAt: number;
}

export interface ClassRollMarkTable {
  rollId: string;
  tenantId: string;
  studentId: string;
  mark: 'present' | 'late' | 'absent' | 'leave';
  /** The approved leave that covered the lesson, when there was one. */
  leaveRequestId: string | null;
}

/** A leaving round (离校批次): the graduates of one cohort (enrolment grade). */
export interface LeavingBatchTable {
  id: string;
  tenantId: string;
  name: string;
  graduationYear: string;
  grade: string;
  startDate: string;
  endDate: string;
  createdAt: number;
}

/** A step of one graduate; no row is a step still to do. */
export interface LeavingStepTable {
  tenantId: string;
  batchId: string;
  studentId: string;
  step: string;
  state: 'todo' | 'passed' | 'blocked' | 'exempt';
  note: string | null;
  byId: string;
  byName: string;
  at: number;
}

export interface JczyTables {
  classRegister: ClassRegisterTable;
  classRoll: ClassRollTable;
  classRollMark: ClassRollMarkTable;
  leavingBatch: LeavingBatchTable;
  leavingStep: LeavingStepTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends JczyTables {}
}
