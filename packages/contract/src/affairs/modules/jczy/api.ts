import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { groupId as id, parsedDay as day } from '../../group-input.js';
import { ATTENDANCE_MARKS, LEAVING_STATES, LEAVING_STEPS } from './constants.js';
import { studentNaming } from '../../student-naming.js';

/**
 * The campus-services group's own API, under /api/jczy/v3/ (besides the generic module API of its
 * classroom repairs). Server: modules/affairs/modules/jczy.
 *
 * Class register (班级日志), kept by the class monitor (the student with the class's `head` duty):
 *   GET  class/register?classId=     -> RegisterView   the monitor's class, or a class in the staff's charge
 *   POST class/register/save         -> RegisterEntry  one per class per day: the same day again with the
 *                                                      same figures is the same entry, other figures are refused
 *   POST class/register/comment      -> RegisterEntry  the counsellor's remark
 * Class attendance (课堂考勤):
 *   GET  attendance/classes          -> ClassRef[]     the classes the teacher teaches
 *   GET  attendance/roll?classId=&date=&period= -> RollSheet  the roll, "on leave" filled from approved leaves
 *   POST attendance/roll/save        -> RollSheet      idempotent: one roll per class, day and period
 *   GET  attendance/mine             -> MyAttendance   the student's own marks and counts
 *   GET  attendance/rates            -> AttendanceRates staff: attendance rate of each class in their charge
 * Leaving school (离校):
 *   GET  leaving/mine                -> MyLeaving      the graduate's checklist
 *   GET  leaving/queue?step=&q=      -> LeavingQueue   staff: the steps they own and the graduates of one step
 *   POST leaving/mark                -> LeavingStepState  an office marks its own step of one graduate
 */

const count = (max: number) =>
  z.number('validation.number').int('validation.integer').min(0, 'validation.min').max(max, 'validation.max');
const text = (max: number) => z.string('validation.required').trim().max(max, 'validation.maxLength');
const period = z.coerce
  .number('validation.number')
  .int('validation.integer')
  .min(1, 'validation.min')
  .max(12, 'validation.max');
const stepKeys = LEAVING_STEPS.map((s) => s.key) as [string, ...string[]];

export const classRef = z.object({ classId: z.string(), className: z.string() });
export type ClassRef = z.infer<typeof classRef>;

// ---------------------------------------------------------------- class register

export const registerEntry = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  lessons: z.number(),
  absences: z.number(),
  notes: z.string(),
  recorderName: z.string(),
  comment: z.string().nullable(),
  commentBy: z.string().nullable(),
  version: z.number(),
  updatedAt: z.number(),
});
export type RegisterEntry = z.infer<typeof registerEntry>;

export const registerView = z.object({
  /** The class the caller keeps the register of (a monitor), else null. */
  recording: classRef.nullable(),
  /** The classes the caller may read (their own as monitor, or those in their charge). */
  classes: z.array(classRef),
  /** The class shown. */
  classId: z.string().nullable(),
  /** Whether the caller may comment (the class's counsellor, college staff, the office). */
  mayComment: z.boolean(),
  /** Newest first. */
  entries: z.array(registerEntry),
});
export type RegisterView = z.infer<typeof registerView>;

export const registerInput = z.object({
  /** When editing an entry. */
  id: id.optional(),
  version: z.number('validation.number').int('validation.integer').min(1, 'validation.min').optional(),
  date: day,
  lessons: count(12),
  absences: count(999),
  notes: text(1000).optional(),
});
export type RegisterInput = z.input<typeof registerInput>;

// ---------------------------------------------------------------- attendance

const mark = z.enum(ATTENDANCE_MARKS);

/** An approved leave covering the lesson's day. */
export const leaveCover = z.object({
  requestId: z.string(),
  leaveType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type LeaveCover = z.infer<typeof leaveCover>;

export const rollLine = z.object({
  studentId: z.string(),
  name: z.string(),
  number: z.string(),
  mark,
  leave: leaveCover.nullable(),
});
export type RollLine = z.infer<typeof rollLine>;

export const rollSheet = z.object({
  classId: z.string(),
  className: z.string(),
  date: z.string(),
  period: z.number(),
  course: z.string(),
  /** Whether this roll has been saved (else the marks are the proposal: present, or on leave). */
  saved: z.boolean(),
  savedAt: z.number().nullable(),
  students: z.array(rollLine),
});
export type RollSheet = z.infer<typeof rollSheet>;

export const rollInput = z.object({
  classId: id,
  date: day,
  period,
  // The label names the field in a refusal ("课程：必填"), as the roll call screen names it.
  course: text(100)
    .min(1, 'validation.required')
    .meta({ label: { 'zh-CN': '课程', 'zh-TW': '課程', 'en-US': 'Course', 'ja-JP': '科目' } }),
  marks: z
    .array(
      z.object({ studentId: id, mark: z.enum(ATTENDANCE_MARKS, 'validation.oneOf') }),
      'validation.required',
    )
    .max(300, 'validation.maxRows'),
});
export type RollInput = z.output<typeof rollInput>;

export const markCounts = z.object({
  present: z.number(),
  late: z.number(),
  absent: z.number(),
  leave: z.number(),
});
export type MarkCounts = z.infer<typeof markCounts>;

export const myAttendanceLine = z.object({
  date: z.string(),
  period: z.number(),
  course: z.string(),
  teacherName: z.string(),
  mark,
});
export type MyAttendanceLine = z.infer<typeof myAttendanceLine>;

export const myAttendance = z.object({
  counts: markCounts,
  /** (present + late) / lessons, 0..1; null without lessons. */
  rate: z.number().nullable(),
  /** Newest first. */
  lines: z.array(myAttendanceLine),
});
export type MyAttendance = z.infer<typeof myAttendance>;

export const classRate = classRef.extend({
  rolls: z.number(),
  counts: markCounts,
  rate: z.number().nullable(),
});
export type ClassRate = z.infer<typeof classRate>;

export const attendanceRates = z.object({ classes: z.array(classRate) });
export type AttendanceRates = z.infer<typeof attendanceRates>;

// ---------------------------------------------------------------- leaving school

export const leavingBatchRef = z.object({
  id: z.string(),
  name: z.string(),
  graduationYear: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type LeavingBatchRef = z.infer<typeof leavingBatchRef>;

export const leavingStepState = z.object({
  step: z.string(),
  state: z.enum(LEAVING_STATES),
  note: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.number().nullable(),
});
export type LeavingStepState = z.infer<typeof leavingStepState>;

export const myLeaving = z.object({
  /** The school's graduating cohort (its grade) and the caller's: only the first has a checklist. */
  graduatingGrade: z.string().nullable(),
  grade: z.string().nullable(),
  batch: leavingBatchRef.nullable(),
  steps: z.array(leavingStepState),
  /** Every step passed or not applicable. */
  cleared: z.boolean(),
});
export type MyLeaving = z.infer<typeof myLeaving>;

export const leavingStudentLine = z.object({
  studentId: z.string(),
  ...studentNaming,
  state: leavingStepState,
  /** Steps done (passed or exempt) of all. */
  done: z.number(),
  cleared: z.boolean(),
});
export type LeavingStudentLine = z.infer<typeof leavingStudentLine>;

export const leavingFigures = z.object({
  step: z.string(),
  passed: z.number(),
  blocked: z.number(),
  exempt: z.number(),
  todo: z.number(),
});
export type LeavingFigures = z.infer<typeof leavingFigures>;

export const leavingQueue = z.object({
  batch: leavingBatchRef.nullable(),
  /** The steps the caller may mark. */
  steps: z.array(z.string()),
  /** The step shown. */
  step: z.string().nullable(),
  /** Graduates in the caller's view, and how many of them are cleared. */
  total: z.number(),
  cleared: z.number(),
  figures: z.array(leavingFigures),
  students: z.array(leavingStudentLine),
});
export type LeavingQueue = z.infer<typeof leavingQueue>;

export const leavingMarkInput = z.object({
  batchId: id,
  studentId: id,
  step: z.enum(stepKeys, 'validation.oneOf'),
  state: z.enum(LEAVING_STATES, 'validation.oneOf'),
  note: text(300).optional(),
});
export type LeavingMarkInput = z.output<typeof leavingMarkInput>;

const jczy = endpointsOf({ service: 'jczy', access: 'signedIn' });

export const campusEndpoints = {
  register: jczy.get('/class/register', { query: z.object({ classId: id.optional() }), reply: registerView }),
  saveRegister: jczy.post('/class/register/save', { body: registerInput, reply: registerEntry }),
  comment: jczy.post('/class/register/comment', {
    body: z.object({ id, comment: text(500) }),
    reply: registerEntry,
  }),
  classes: jczy.get('/attendance/classes', { reply: z.array(classRef) }),
  roll: jczy.get('/attendance/roll', {
    query: z.object({ classId: id, date: day, period }),
    reply: rollSheet,
  }),
  saveRoll: jczy.post('/attendance/roll/save', { body: rollInput, reply: rollSheet }),
  mine: jczy.get('/attendance/mine', { reply: myAttendance }),
  rates: jczy.get('/attendance/rates', { reply: attendanceRates }),
  leaving: jczy.get('/leaving/mine', { reply: myLeaving }),
  queue: jczy.get('/leaving/queue', {
    query: z.object({ step: z.enum(stepKeys, 'validation.oneOf').optional(), q: text(50).optional() }),
    reply: leavingQueue,
  }),
  mark: jczy.post('/leaving/mark', { body: leavingMarkInput, reply: leavingStepState }),
};
