import { ASSESSMENT_ITEM_KEYS, type AssessmentItem, type MoralKind } from '@campus/contract/affairs/szgz';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import type { DemoClock } from '../../demo/clock.js';
import { memberProfile } from '../../../../core/org/profile.js';
import { usersWithDuty } from '../../../../core/org/people.js';
import { counselledStudents, counsellorsInCharge } from '../../counsellors.js';
import { addScores, addVoter } from './assessment-repo.js';
import { termOf } from '../../terms.js';

/**
 * Demo moral-education sessions (three held, attendance marked; three to come, one nearly full)
 * with sign-ups of the demo counsellor's students and the demo student, and two assessment rounds:
 * last term's, closed, rated by most students of every counsellor, and this term's, open, rated
 * by a few (the demo student still to rate); each rater rated their class's teachers too.
 */
type Db = Kysely<DB>;

const SESSIONS: {
  title: string;
  kind: MoralKind;
  speaker: string;
  place: string;
  day: number;
  time: string;
  capacity: number;
  points: number;
}[] = [
  {
    title: '新时代青年的责任与担当',
    kind: 'lecture',
    speaker: '马建国 教授',
    place: '图书馆报告厅',
    day: -40,
    time: '14:30',
    capacity: 200,
    points: 2,
  },
  {
    title: '“学雷锋”社区志愿服务',
    kind: 'activity',
    speaker: '校团委',
    place: '梅园社区服务中心',
    day: -21,
    time: '09:00',
    capacity: 30,
    points: 3,
  },
  {
    title: '诚信考试主题班会',
    kind: 'meeting',
    speaker: '王晓婷',
    place: '教学楼A203',
    day: -7,
    time: '19:00',
    capacity: 60,
    points: 1,
  },
  {
    title: '传承红色基因：革命纪念馆参观',
    kind: 'activity',
    speaker: '马克思主义学院',
    place: '市革命纪念馆',
    day: 5,
    time: '08:30',
    capacity: 40,
    points: 3,
  },
  {
    title: '大学生心理健康与人际交往',
    kind: 'lecture',
    speaker: '林慧 副教授',
    place: '学术交流中心一楼',
    day: 9,
    time: '15:00',
    capacity: 150,
    points: 2,
  },
  {
    title: '网络安全与防范电信诈骗',
    kind: 'lecture',
    speaker: '市公安局反诈中心',
    place: '大学生活动中心',
    day: 14,
    time: '19:00',
    capacity: 12,
    points: 1,
  },
];

const score = (seed: number): number => 3 + ((seed * 2654435761) % 7 > 2 ? 2 : (seed * 40503) % 2);

export async function seedMoral(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  creator: { id: string; name: string },
  students: string[],
): Promise<void> {
  for (const [i, s] of SESSIONS.entries()) {
    const date = clock.day(s.day);
    const past = s.day < 0;
    // The nearly full one keeps two places for the journeys; the rest fill a share of their places.
    const take = Math.min(students.length, s.capacity === 12 ? 10 : Math.min(s.capacity, 8 + i * 3));
    const signed = students.slice(i % 2, (i % 2) + take);
    const sessionId = newId();
    await db
      .insertInto('moralSession')
      .values({
        id: sessionId,
        tenantId,
        title: s.title,
        kind: s.kind,
        speaker: s.speaker,
        place: s.place,
        date,
        time: s.time,
        term: termOf(date),
        capacity: s.capacity,
        signed: signed.length,
        points: s.points,
        creatorId: creator.id,
        creatorName: creator.name,
        createdAt: clock.at(s.day - 14),
      })
      .execute();
    if (signed.length === 0) continue;
    await db
      .insertInto('moralSignup')
      .values(
        signed.map((studentId, n) => ({
          id: newId(),
          tenantId,
          sessionId,
          studentId,
          status: past ? ((n * 7 + i) % 9 === 4 ? 'absent' : 'attended') : 'signedUp',
          createdAt: clock.at(s.day - 10),
          updatedAt: clock.at(past ? s.day : s.day - 10),
        })),
      )
      .execute();
  }
}

export async function seedAssessment(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  exceptStudents: Set<string>,
): Promise<void> {
  const [, startYear] = /^(\d{4})/.exec(clock.year) ?? [];
  const closed = {
    id: newId(),
    title: `${clock.lastYear}学年第二学期辅导员测评`,
    opensOn: clock.day(-160),
    closesOn: clock.day(-150),
  };
  const open = {
    id: newId(),
    title: `${startYear ?? ''}-${Number(startYear) + 1}学年第一学期辅导员测评`,
    opensOn: clock.day(-3),
    closesOn: clock.day(11),
  };
  for (const round of [closed, open])
    await db
      .insertInto('assessmentRound')
      .values({ ...round, tenantId, createdAt: clock.at(-170) })
      .execute();

  const counsellors = await counsellorsInCharge(db, tenantId, { all: true });
  // The teachers of each rater's class (a counsellor who teaches the class is rated once, as counsellor).
  const teachersOf = new Map<string, string[]>();
  const classTeachers = async (studentId: string, counsellorId: string) => {
    const classId = (await memberProfile(db, tenantId, studentId))?.classId;
    if (!classId) return [];
    if (!teachersOf.has(classId))
      teachersOf.set(
        classId,
        (await usersWithDuty(db, tenantId, classId, 'teacher'))
          .map((p) => p.id)
          .filter((id) => id !== counsellorId),
      );
    return teachersOf.get(classId)!;
  };
  for (const [c, counsellor] of counsellors.entries()) {
    const students = await counselledStudents(db, tenantId, counsellor.counsellorId);
    const raters = students.map((s) => s.id).filter((id) => !exceptStudents.has(id));
    for (const [round, share] of [
      [closed, 0.85],
      [open, 0.3],
    ] as const) {
      for (const [n, studentId] of raters.slice(0, Math.ceil(raters.length * share)).entries()) {
        if (!(await addVoter(db, tenantId, round.id, studentId))) continue;
        const scores = Object.fromEntries(
          ASSESSMENT_ITEM_KEYS.map((item, k) => [
            item,
            Math.min(5, score(n * 31 + k * 7 + c) - (k === 1 && c % 2 ? 1 : 0)),
          ]),
        ) as Record<AssessmentItem, number>;
        await addScores(db, tenantId, round.id, counsellor.counsellorId, scores);
        for (const teacherId of await classTeachers(studentId, counsellor.counsellorId))
          await addScores(db, tenantId, round.id, teacherId, scores);
      }
    }
  }
}
