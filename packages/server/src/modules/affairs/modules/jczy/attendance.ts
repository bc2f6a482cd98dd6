import { SecurityState } from '@campus/contract';
import type {
  AttendanceRates,
  ClassRef,
  LeaveCover,
  MyAttendance,
  RollInput,
  RollSheet,
} from '@campus/contract/affairs/jczy';
import type { Kysely } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { absencesOn, type Absence } from '../../absences.js';
import * as repo from './attendance-repo.js';
import { chargeClasses, classStudents, dutyClasses, type ClassRow } from './classes.js';
import { refuse } from './refusals.js';

/**
 * Class attendance (课堂考勤): a teacher takes the roll of a lesson of a class they teach (class,
 * day, period); until saved, the roll proposes "present", and "on leave" for students whom an
 * approved leave covers that day (the leave group answers through the mechanism's absences).
 * Saving is idempotent (one roll per lesson, marks replaced). Students read their own marks;
 * counsellors, colleges and the office the attendance rate of each class in their charge.
 */
type Db = Kysely<DB>;

const ref = (c: ClassRow): ClassRef => ({ classId: c.classId, className: c.className });

export async function teacherClasses(db: Db, caller: AuthContext): Promise<ClassRef[]> {
  return (await dutyClasses(db, caller.tenantId, caller.userId, 'teacher')).map(ref);
}

async function taughtClass(db: Db, caller: AuthContext, classId: string): Promise<ClassRow> {
  const taught = await dutyClasses(db, caller.tenantId, caller.userId, 'teacher');
  const found = taught.find((c) => c.classId === classId);
  if (!found) throw refuse('notTeacher', {}, 'classId');
  return found;
}

const cover = (absence: Absence | undefined): LeaveCover | null =>
  absence
    ? {
        requestId: absence.requestId,
        leaveType: absence.kind,
        startDate: absence.startDate,
        endDate: absence.endDate,
      }
    : null;

export async function rollSheet(
  db: Db,
  caller: AuthContext,
  query: { classId: string; date: string; period: number },
): Promise<RollSheet> {
  const klass = await taughtClass(db, caller, query.classId);
  const students = await classStudents(db, caller.tenantId, klass.classId);
  const [roll, away] = await Promise.all([
    repo.rollOf(db, caller.tenantId, klass.classId, query.date, query.period),
    absencesOn(
      db,
      caller.tenantId,
      students.map((s) => s.studentId),
      query.date,
    ),
  ]);
  const marks = new Map(
    (roll ? await repo.marksOf(db, caller.tenantId, roll.id) : []).map((m) => [m.studentId, m.mark]),
  );
  return {
    classId: klass.classId,
    className: klass.className,
    date: query.date,
    period: query.period,
    course: roll?.course ?? '',
    saved: !!roll,
    savedAt: roll?.updatedAt ?? null,
    students: students.map((s) => {
      const leave = cover(away.get(s.studentId));
      return { ...s, mark: marks.get(s.studentId) ?? (leave ? 'leave' : 'present'), leave };
    }),
  };
}

export async function saveRollCall(db: Db, caller: AuthContext, input: RollInput): Promise<RollSheet> {
  const klass = await taughtClass(db, caller, input.classId);
  const students = await classStudents(db, caller.tenantId, klass.classId);
  const inClass = new Set(students.map((s) => s.studentId));
  const stranger = input.marks.find((m) => !inClass.has(m.studentId));
  if (stranger) throw refuse('notInClass', { name: stranger.studentId }, 'marks');
  const away = await absencesOn(db, caller.tenantId, [...inClass], input.date);
  const given = new Map(input.marks.map((m) => [m.studentId, m.mark]));
  const now = Date.now();
  await db.transaction().execute((trx) =>
    repo.saveRoll(
      trx,
      {
        id: newId(),
        tenantId: caller.tenantId,
        classId: klass.classId,
        date: input.date,
        period: input.period,
        course: input.course.trim(),
        teacherId: caller.userId,
        teacherName: caller.fullname,
        createdAt: now,
        updatedAt: now,
      },
      // A student left out of the marks keeps the proposal: on leave when a leave covers the day.
      students.map((s) => {
        const leave = away.get(s.studentId);
        return {
          studentId: s.studentId,
          mark: given.get(s.studentId) ?? (leave ? 'leave' : 'present'),
          leaveRequestId: leave?.requestId ?? null,
        };
      }),
    ),
  );
  return rollSheet(db, caller, input);
}

export async function myAttendance(db: Db, caller: AuthContext): Promise<MyAttendance> {
  const lines = await repo.studentMarks(db, caller.tenantId, caller.userId);
  const counts = repo.emptyCounts();
  for (const line of lines) counts[line.mark] += 1;
  return { counts, rate: repo.rateOf(counts), lines };
}

const READERS: readonly string[] = ['counsellor', 'college_staff', 'office_staff'];

export async function attendanceRates(db: Db, caller: AuthContext): Promise<AttendanceRates> {
  if (!caller.isTenantAdmin && !caller.roles.some((r) => READERS.includes(r)))
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.reviewNotAllowed' });
  const classes = await chargeClasses(
    db,
    caller.tenantId,
    await studentsInCharge(db, caller.tenantId, caller),
  );
  const figures = await repo.classFigures(
    db,
    caller.tenantId,
    classes.map((c) => c.classId),
  );
  return {
    classes: classes.map((c) => {
      const f = figures.get(c.classId)!;
      return { ...ref(c), rolls: f.rolls, counts: f.counts, rate: repo.rateOf(f.counts) };
    }),
  };
}
