import type { FormValues } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import { demoClock } from '../../demo/clock.js';
import { demoAttachment, demoStudents, openDemoBatch, playRequest } from '../../demo/play.js';
import type { SeedContext } from '../../extension.js';

/**
 * The evaluation demo of the first school: last year's and this year's course grades of every
 * student, their moral and sports parts (a few ties in a class, so shared ranks show), this
 * year's bonus batch with the demo counsellor's students' applications at every step (approved
 * some weeks ago, in publicity now, waiting, refused). The named student is near the top of the
 * major (the national scholarship's journey applies), with one approved bonus item.
 */
const DAY = 86_400_000;

const COURSES: { course: string; credit: number }[] = [
  { course: '高等数学A', credit: 5 },
  { course: '大学英语', credit: 3 },
  { course: '线性代数', credit: 2.5 },
  { course: '程序设计基础', credit: 3.5 },
  { course: '思想道德与法治', credit: 3 },
  { course: '大学物理', credit: 4 },
];

/** A believable mark 62..97 from a student's place and a course, the same every time. */
const markOf = (seed: number, course: number) =>
  62 + ((seed * 37 + course * 53 + ((seed * course) % 7) * 5) % 36);

const BONUSES: { data: FormValues; file: string }[] = [
  {
    data: {
      category: 'contest',
      level: 'provincial',
      itemName: '全国大学生数学建模竞赛省级二等奖',
      description: '与两名同学组队参加全国大学生数学建模竞赛，获江苏赛区二等奖。',
    },
    file: '数学建模获奖证书.png',
  },
  {
    data: {
      category: 'office',
      level: 'college',
      itemName: '班长（本学年）',
      description: '担任班长一年，组织班会与集体活动，考核为优秀。',
    },
    file: '学生干部考核表.png',
  },
  {
    data: {
      category: 'volunteer',
      level: 'school',
      itemName: '校运会志愿者（累计40小时）',
      description: '参加校运动会和迎新志愿服务，累计服务时长40小时。',
    },
    file: '志愿服务时长证明.png',
  },
  {
    data: {
      category: 'certificate',
      level: 'national',
      itemName: '全国大学英语六级（568分）',
      description: '通过全国大学英语六级考试，成绩568分。',
    },
    file: '六级成绩单.png',
  },
  {
    data: {
      category: 'culture',
      level: 'school',
      itemName: '校园十佳歌手大赛三等奖',
      description: '参加校园十佳歌手大赛，获三等奖。',
    },
    file: '十佳歌手奖状.png',
  },
];

async function seedGrades(
  db: Kysely<DB>,
  tenantId: string,
  ids: readonly string[],
  year: string,
  shift: number,
  star?: string,
) {
  const rows = ids.flatMap((studentId, index) => {
    // Two neighbours in every eleven share their marks: a tie in their class.
    const seed = studentId === star ? -1 : (index % 11 === 4 ? index - 1 : index) + shift;
    return COURSES.map((c, course) => ({
      id: newId(),
      tenantId,
      studentId,
      academicYear: year,
      course: c.course,
      creditTenths: Math.round(c.credit * 10),
      markTenths: (seed === -1 ? 93 + (course % 3) : markOf(seed, course)) * 10,
    }));
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('evaluationGrade')
      .values(rows.slice(i, i + 200))
      .execute();
  const parts = ids.map((studentId, index) => {
    const seed = studentId === star ? -1 : (index % 11 === 4 ? index - 1 : index) + shift;
    return {
      tenantId,
      studentId,
      academicYear: year,
      moralTenths: seed === -1 ? 920 : 750 + ((seed * 29) % 20) * 10,
      sportsTenths: seed === -1 ? 880 : 700 + ((seed * 17) % 25) * 10,
      updatedBy: null,
      updatedAt: Date.now(),
    };
  });
  for (let i = 0; i < parts.length; i += 200)
    await db
      .insertInto('evaluationPart')
      .values(parts.slice(i, i + 200))
      .execute();
}

export async function seedEvaluation({ db, tenantId, now, accounts, primary }: SeedContext): Promise<void> {
  if (!primary) return;
  const clock = demoClock(now);
  const everyone = await demoStudents(db, tenantId, []);
  const star = everyone.find((s) => s.account === accounts.student[0])?.id;
  const ids = everyone.map((s) => s.id);
  await seedGrades(db, tenantId, ids, clock.lastYear, 0, star);
  await seedGrades(db, tenantId, ids, clock.year, 5, star);

  await openDemoBatch(
    db,
    tenantId,
    {
      module: 'bonusApply',
      academicYear: clock.year,
      name: `${clock.year}学年综合测评加分申报`,
      startDate: clock.day(-40),
      endDate: clock.day(30),
      publicityDays: 3,
      perStudent: 20,
    },
    clock.at(-41),
  );
  if (!accounts.counsellor) return;
  const students = await counsellorStudents(db, tenantId, accounts.counsellor, accounts.student);
  const play = async (
    studentId: string,
    index: number,
    submitted: number,
    verdict: 'agree' | 'oppose' | null,
  ) => {
    const bonus = BONUSES[index % BONUSES.length]!;
    const at = clock.at(submitted, 9 + (index % 8));
    await playRequest(db, tenantId, {
      processKey: 'zhcpgl_bonus',
      studentId,
      data: {
        ...bonus.data,
        itemDate: clock.day(submitted - 20),
        evidence: [await demoAttachment(db, tenantId, studentId, bonus.file, at)],
      },
      at,
      steps: verdict
        ? [
            {
              vote: verdict,
              at: Math.min(at + DAY, clock.at(-1)),
              opinion: verdict === 'agree' ? '材料属实，同意加分' : '证明材料不清晰，请补充后重新申请',
            },
          ]
        : [],
    });
  };
  // Approved weeks ago (final), approved yesterday (in publicity), waiting, refused.
  for (const [index, s] of students.slice(0, 12).entries()) {
    const kind = index % 6;
    if (kind <= 2) await play(s.id, index, -25 + index, 'agree');
    else if (kind === 3) await play(s.id, index, -2, 'agree');
    else if (kind === 4) await play(s.id, index, -1, null);
    else await play(s.id, index, -10, 'oppose');
  }
  if (star) await play(star, 0, -20, 'agree');
}
