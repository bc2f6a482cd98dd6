/**
 * The campus-services group's own wire types: those of its declarations (each beside its schema in
 * api.ts), and the
 * constants both sides read (constants.ts: attendance marks, lesson periods, the leaving checklist).
 */
export * from './constants.js';
export type {
  AttendanceRates,
  ClassRate,
  ClassRef,
  LeaveCover,
  LeavingBatchRef,
  LeavingFigures,
  LeavingMarkInput,
  LeavingQueue,
  LeavingStepState,
  LeavingStudentLine,
  MarkCounts,
  MyAttendance,
  MyAttendanceLine,
  MyLeaving,
  RegisterEntry,
  RegisterInput,
  RegisterView,
  RollInput,
  RollLine,
  RollSheet,
} from './api.js';
