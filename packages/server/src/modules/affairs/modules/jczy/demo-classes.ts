import type { AttendanceMark } from '@campus/contract/affairs/jczy';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { absencesOn } from '../../absences.js';
import type { DemoClock } from '../../demo/clock.js';
import { saveRoll } from './attendance-repo.js';
import { classStudents, dutyClasses } from './classes.js';

/**
 * Demo class life: each demo student monitors their class (班长); the class register of the past
 * two weeks' school days (today left for the monitor to write), the counsellor's remark on two of
 * them; and the roll of two lessons a day of every class the demo teacher teaches, "on leave"
 * wherever the demo leaves cover the day. Today's lessons are left for the teacher.
 */
type Db = Kysely<DB>;

const COURSES = ['高等数学', '大学英语', '程序设计基础', '线性代数', '思想道德与法治', '大学物理'];
const NOTES = [
  '课堂纪律良好，同学们积极回答问题。',
  '下午体育课改为室内理论课。',
  '学习委员收齐了高数作业。',
  '第三节课投影仪故障，已报修。',
  '班会：讨论本学期综合测评细则。',
  '英语老师布置了四级模拟题。',
  '全班参加了消防安全演练。',
];

/** The past school days (Monday to Friday) before today, newest first. */
function schoolDays(clock: DemoClock, count: number): string[] {
  const days: string[] = [];
  for (let back = 1; days.length < count && back < 40; back++) {
    const day = clock.day(-back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

/** A believable mark for the n-th student on a lesson: mostly present, now and then late or absent. */
function markOf(seed: number): AttendanceMark {
  const roll = (seed * 2654435761) % 97;
  return roll < 4 ? 'late' : roll < 6 ? 'absent' : 'present';
}

async function userOf(db: Db, tenantId: string, account: string) {
  return db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .select(['u.id', 'u.fullname', 'm.orgId'])
    .where('u.account', '=', account)
    .where('m.tenantId', '=', tenantId)
    .executeTakeFirst();
}

export async function seedMonitors(db: Db, tenantId: string, students: readonly string[]): Promise<void> {
  for (const account of students) {
    const student = await userOf(db, tenantId, account);
    if (student)
      await db
        .insertInto('orgDuty')
        .values({ tenantId, orgId: student.orgId, userId: student.id, duty: 'head' })
        .execute();
  }
}

async function seedRolls(db: Db, tenantId: string, clock: DemoClock, days: readonly string[]) {
  const teacher = await userOf(db, tenantId, 'teacher');
  if (!teacher) return;
  const classes = await dutyClasses(db, tenantId, teacher.id, 'teacher');
  for (const [ci, klass] of classes.entries()) {
    const students = await classStudents(db, tenantId, klass.classId);
    for (const [di, date] of days.entries()) {
      const away = await absencesOn(
        db,
        tenantId,
        students.map((s) => s.studentId),
        date,
      );
      for (const period of [1, 3]) {
        const at = Date.parse(`${date}T${period === 1 ? '08' : '10'}:05:00+08:00`);
        const marks = students.map((s, si) => {
          const leave = away.get(s.studentId);
          return {
            studentId: s.studentId,
            mark: leave ? ('leave' as const) : markOf(ci * 1000 + di * 50 + period * 17 + si),
            leaveRequestId: leave?.requestId ?? null,
          };
        });
        await saveRoll(
          db,
          {
            id: newId(),
            tenantId,
            classId: klass.classId,
            date,
            period,
            course: COURSES[(di + period + ci) % COURSES.length]!,
            teacherId: teacher.id,
            teacherName: teacher.fullname,
            createdAt: Math.min(at, clock.now),
            updatedAt: Math.min(at, clock.now),
          },
          marks,
        );
      }
    }
  }
}

export async function seedClassLife(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  accounts: { student: readonly string[]; counsellor: string | null },
): Promise<void> {
  const days = schoolDays(clock, 10);
  await seedRolls(db, tenantId, clock, days);
  const monitor = accounts.student[0] ? await userOf(db, tenantId, accounts.student[0]) : undefined;
  const counsellor = accounts.counsellor ? await userOf(db, tenantId, accounts.counsellor) : undefined;
  if (!monitor) return;
  const size = (await classStudents(db, tenantId, monitor.orgId)).length;
  for (const [di, date] of days.entries()) {
    const at = Math.min(Date.parse(`${date}T21:30:00+08:00`), clock.now);
    const absences = di % 4 === 1 ? 2 : di % 3 === 0 ? 1 : 0;
    await db
      .insertInto('classRegister')
      .values({
        id: newId(),
        tenantId,
        classId: monitor.orgId,
        date,
        lessons: di % 2 ? 6 : 8,
        absences: Math.min(absences, size),
        notes: NOTES[di % NOTES.length]!,
        recorderId: monitor.id,
        recorderName: monitor.fullname,
        comment: counsellor && (di === 1 || di === 4) ? '收到，注意提醒缺勤同学按时销假。' : null,
        commentBy: counsellor && (di === 1 || di === 4) ? counsellor.fullname : null,
        version: 1,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }
}
