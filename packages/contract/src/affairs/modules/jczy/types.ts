import type { z } from 'zod';
import type {
  attendanceRates,
  classRate,
  classRef,
  leaveCover,
  leavingBatchRef,
  leavingFigures,
  leavingMarkInput,
  leavingQueue,
  leavingStepState,
  leavingStudentLine,
  markCounts,
  myAttendance,
  myAttendanceLine,
  myLeaving,
  registerEntry,
  registerInput,
  registerView,
  rollInput,
  rollLine,
  rollSheet,
} from './api.js';

/**
 * The campus-services group's own wire types: those of its declarations (api.ts), and the
 * constants both sides read (constants.ts: attendance marks, lesson periods, the leaving checklist).
 */
export * from './constants.js';

export type ClassRef = z.infer<typeof classRef>;

// ---------------------------------------------------------------- class register

export type RegisterEntry = z.infer<typeof registerEntry>;

export type RegisterView = z.infer<typeof registerView>;

export type RegisterInput = z.input<typeof registerInput>;

// ---------------------------------------------------------------- attendance

export type LeaveCover = z.infer<typeof leaveCover>;

export type RollLine = z.infer<typeof rollLine>;

export type RollSheet = z.infer<typeof rollSheet>;

export type RollInput = z.output<typeof rollInput>;

export type MarkCounts = z.infer<typeof markCounts>;

export type MyAttendanceLine = z.infer<typeof myAttendanceLine>;

export type MyAttendance = z.infer<typeof myAttendance>;

export type ClassRate = z.infer<typeof classRate>;

export type AttendanceRates = z.infer<typeof attendanceRates>;

// ---------------------------------------------------------------- leaving school

export type LeavingBatchRef = z.infer<typeof leavingBatchRef>;

export type LeavingStepState = z.infer<typeof leavingStepState>;

export type MyLeaving = z.infer<typeof myLeaving>;

export type LeavingStudentLine = z.infer<typeof leavingStudentLine>;

export type LeavingFigures = z.infer<typeof leavingFigures>;

export type LeavingQueue = z.infer<typeof leavingQueue>;

export type LeavingMarkInput = z.output<typeof leavingMarkInput>;
