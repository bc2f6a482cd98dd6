import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { recordId, wholeNumber } from '../inputs.js';

/**
 * A student's place in the school over time (issue 28), for the school's administrator: a change
 * of class (the open approval steps waiting on the old class's counsellor move to the new one's),
 * suspension, withdrawal and reinstatement, and the graduation of a grade or a class (accounts
 * stay usable for the school's grace period, then a job closes them; the graduates' sensitive
 * personal data is erased after the school's retention), and the yearly rollover with its
 * preview. Requests, bills, scores and sanctions are never deleted; each change is in the
 * change log.
 */

/** The bounds of the school's retention of graduates' personal data, in years. */
export const RETENTION_YEARS_MIN = 1;
export const RETENTION_YEARS_MAX = 50;
/** The most classes one rollover shows and changes counsellors of. */
export const ROLLOVER_CLASSES_MAX = 500;

/** The relation every lifecycle endpoint names: the school's administrators only. */
export const LIFECYCLE_ADMIN = 'admin.lifecycle';

export const STUDY_STATUSES = ['enrolled', 'suspended', 'withdrawn', 'graduated'] as const;
export type StudyStatus = (typeof STUDY_STATUSES)[number];

const label = (zhCN: string, zhTW: string, enUS: string, jaJP: string) => ({
  label: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP },
});

const studentId = recordId.meta(label('学生', '學生', 'Student', '学生'));
const classId = recordId.meta(label('班级', '班級', 'Class', 'クラス'));
const reason = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.maxLength')
  .meta(label('原因', '原因', 'Reason', '理由'));

/** A student as the lifecycle screen shows them. */
export const lifecycleStudent = z.object({
  userId: z.string(),
  number: z.string(),
  fullname: z.string(),
  classId: z.string(),
  className: z.string(),
  studyStatus: z.enum(STUDY_STATUSES).nullable(),
  enrolmentYear: z.number().nullable(),
  graduationYear: z.number().nullable(),
  /** When a graduate's account closes (epoch ms); null while it stays open. */
  accessEndsAt: z.number().nullable(),
});
export type LifecycleStudent = z.infer<typeof lifecycleStudent>;

export const lifecycleClass = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  /** The class's counsellors' names. */
  counsellors: z.array(z.string()),
});
export type LifecycleClass = z.infer<typeof lifecycleClass>;

/** An open approval step a class change would move, and to whom (null: nobody counsels the new class). */
export const taskMove = z.object({
  taskId: z.string(),
  subject: z.string(),
  step: z.string(),
  from: z.string(),
  to: z.string().nullable(),
});
export type TaskMove = z.infer<typeof taskMove>;

const classChange = z.object({ studentId, classId, reason: reason.optional() });

const statusChange = z.object({
  studentId,
  action: z.enum(['suspend', 'withdraw', 'reinstate'], 'validation.oneOf'),
  reason,
});
export type StatusChange = z.infer<typeof statusChange>;

/** A cohort: a whole grade (enrolment year) or one class. */
const cohort = z
  .object({
    grade: wholeNumber(1950, 2200)
      .optional()
      .meta(label('年级', '年級', 'Grade', '学年')),
    classId: classId.optional(),
  })
  .refine((c) => (c.grade === undefined) !== (c.classId === undefined), {
    message: 'validation.required',
    path: ['grade'],
  });
export type Cohort = z.input<typeof cohort>;

const graceDaysLabel = label(
  '毕业宽限天数',
  '畢業寬限天數',
  'Grace days after graduation',
  '卒業後の猶予日数',
);
const retentionLabel = label(
  '毕业生信息保留年限',
  '畢業生資料保留年限',
  'Years graduates’ data is kept',
  '卒業生情報の保存年数',
);
/** Days a graduate's account stays usable after graduation. */
const graceDays = wholeNumber(0, 3650);
/** Years a graduate's sensitive personal data is kept after their account closes, then erased. */
const retentionYears = wholeNumber(RETENTION_YEARS_MIN, RETENTION_YEARS_MAX);

export const lifecycleSettings = z.object({
  graduateGraceDays: graceDays.meta(graceDaysLabel),
  retentionYears: retentionYears.meta(retentionLabel),
});
export type LifecycleSettings = z.infer<typeof lifecycleSettings>;

/** Either setting or both; what is left out stays as it is. */
const settingsSave = z
  .object({
    graduateGraceDays: graceDays.optional().meta(graceDaysLabel),
    retentionYears: retentionYears.optional().meta(retentionLabel),
  })
  .refine((s) => s.graduateGraceDays !== undefined || s.retentionYears !== undefined, {
    message: 'validation.required',
    path: ['graduateGraceDays'],
  });

/** The school year rolled into: 2026 is the year from September 2026 to the summer of 2027. */
const schoolYear = wholeNumber(2000, 2200).meta(label('学年', '學年', 'School year', '年度'));

/** Classes whose counsellors the rollover sets (each class's counsellors replaced as a whole). */
const counsellorChanges = z
  .array(
    z.object({
      classId,
      userIds: z
        .array(recordId)
        .max(5, 'validation.maxCount')
        .meta(label('辅导员', '輔導員', 'Counsellors', 'カウンセラー')),
    }),
  )
  .max(ROLLOVER_CLASSES_MAX, 'validation.maxCount');

/** What a rollover into a school year is asked to do. */
export const rolloverRequest = z.object({
  schoolYear,
  counsellors: counsellorChanges
    .optional()
    .meta(label('班级辅导员', '班級輔導員', 'Class counsellors', 'クラスのカウンセラー')),
});
export type RolloverRequest = z.input<typeof rolloverRequest>;

export const rolloverPerson = z.object({ id: z.string(), name: z.string() });
export type RolloverPerson = z.infer<typeof rolloverPerson>;

/** A class in the rollover: its enrolment year, year of study in the new school year, students. */
export const rolloverClass = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  grade: z.string(),
  /** The year of study in the school year rolled into (1: first year); a graduating class's: the one it finished. */
  yearOfStudy: z.number(),
  /** Graduating classes: the students who graduate; the others: the enrolled students. */
  students: z.number(),
  /** The counsellors the class has after the rollover (carried over unless changed). */
  counsellors: z.array(rolloverPerson),
  /** Whether the counsellors were changed in this rollover. */
  changed: z.boolean(),
});
export type RolloverClass = z.infer<typeof rolloverClass>;

export const ROLLOVER_WARNINGS = ['noCounsellor', 'newCohortMissing', 'newClassNoCounsellor'] as const;
export type RolloverWarningKind = (typeof ROLLOVER_WARNINGS)[number];

export const rolloverPreview = z.object({
  /** The school's school year now, and the one rolled into. */
  fromYear: z.number(),
  schoolYear: z.number(),
  /** The school is already in this school year: confirming changes nothing but counsellors. */
  applied: z.boolean(),
  graduating: z.array(rolloverClass),
  advancing: z.array(rolloverClass),
  /** The classes of the new cohort (enrolment year = the school year rolled into). */
  newClasses: z.array(rolloverClass),
  /** Enrolled students of the new enrolment year already imported. */
  newCohortStudents: z.number(),
  warnings: z.array(
    z.object({
      kind: z.enum(ROLLOVER_WARNINGS),
      classId: z.string().nullable(),
      className: z.string().nullable(),
    }),
  ),
});
export type RolloverPreview = z.infer<typeof rolloverPreview>;

export const rolloverResult = z.object({
  schoolYear: z.number(),
  graduated: z.number(),
  counsellorsChanged: z.number(),
  accessEndsAt: z.number(),
});
export type RolloverResult = z.infer<typeof rolloverResult>;

const admin = endpointsOf({ service: 'platform', access: { relation: LIFECYCLE_ADMIN } });

export const lifecycleEndpoints = {
  /** Students whose number or name contains the keyword (at most 20). */
  students: admin.get('/admin/lifecycle/students', {
    query: z.object({
      keyword: z
        .string('validation.required')
        .trim()
        .min(1, 'validation.required')
        .max(50, 'validation.maxLength')
        .meta(label('学号或姓名', '學號或姓名', 'Number or name', '番号または氏名')),
    }),
    reply: z.array(lifecycleStudent),
  }),
  /** The school's classes (at most 500) with their counsellors. */
  classes: admin.get('/admin/lifecycle/classes', { reply: z.array(lifecycleClass) }),
  /** Which open approval steps a class change would move, and to whom; nothing changes. */
  classChangePreview: admin.get('/admin/lifecycle/class-change/preview', {
    query: classChange.omit({ reason: true }),
    reply: z.array(taskMove),
  }),
  /** Moves the student to the class and their open steps to its counsellor; data: what moved. */
  changeClass: admin.post('/admin/lifecycle/class-change', {
    body: classChange,
    reply: z.object({ student: lifecycleStudent, moved: z.array(taskMove) }),
  }),
  /** Suspends, withdraws or reinstates a student; suspension and withdrawal end their sessions. */
  changeStatus: admin.post('/admin/lifecycle/status', { body: statusChange, reply: lifecycleStudent }),
  /** How many enrolled students a graduation of the cohort would graduate; nothing changes. */
  graduationPreview: admin.get('/admin/lifecycle/graduation/preview', {
    query: cohort,
    reply: z.object({ count: z.number() }),
  }),
  /** Graduates the cohort's enrolled students; their accounts close after the grace period. */
  graduate: admin.post('/admin/lifecycle/graduation', {
    body: cohort,
    reply: z.object({ count: z.number(), accessEndsAt: z.number() }),
  }),
  settings: admin.get('/admin/lifecycle/settings', { reply: lifecycleSettings }),
  saveSettings: admin.post('/admin/lifecycle/settings', {
    body: settingsSave,
    reply: lifecycleSettings,
  }),
  /** Staff whose number or name contains the keyword (at most 20): a class's possible counsellors. */
  staff: admin.get('/admin/lifecycle/staff', {
    query: z.object({
      keyword: z
        .string('validation.required')
        .trim()
        .min(1, 'validation.required')
        .max(50, 'validation.maxLength')
        .meta(label('工号或姓名', '工號或姓名', 'Number or name', '番号または氏名')),
    }),
    reply: z.array(rolloverPerson.extend({ number: z.string() })),
  }),
  /**
   * What rolling into the school year would do, with the counsellor changes asked for: the
   * classes that graduate, those that advance, the new cohort's, their counsellors, warnings.
   * Nothing changes.
   */
  rolloverPreview: admin.post('/admin/lifecycle/rollover/preview', {
    body: rolloverRequest,
    reply: rolloverPreview,
  }),
  /**
   * Rolls into the school year in one transaction: the graduating students graduate (accounts
   * close after the grace period), counsellors change as asked, the school's year is recorded.
   * Confirming a year the school is already in graduates nobody again.
   */
  rolloverConfirm: admin.post('/admin/lifecycle/rollover/confirm', {
    body: rolloverRequest,
    reply: rolloverResult,
    idempotent: true,
  }),
};
