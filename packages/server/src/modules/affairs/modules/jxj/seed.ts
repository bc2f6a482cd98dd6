import type { FormValues } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { demoClock, type DemoClock } from '../../demo/clock.js';
import {
  demoStudents,
  fileDemoObjection,
  markPaid,
  openDemoBatch,
  playRequest,
  type DemoStep,
  type DemoStudent,
} from '../../demo/play.js';
import type { SeedContext } from '../../extension.js';
import { recommendationChain } from '../../demo/recommendation-chain.js';
import { eligibleStudents } from '../../demo/eligible.js';

/**
 * Scholarship demo data (issue 11): last year's batches decided, publicised (one objection
 * dismissed) and paid; this year's five batches open with quotas per college and applications at
 * every step (the demo counsellor's, college's and office's inboxes), a few already in publicity.
 * The named student won last year's second prize of the general scholarship and has not applied
 * this year, so a journey can apply for the national scholarship from a clean slate. Applicants
 * are students the scheme's rules admit (the evaluation, seeded before, ranks them), and their
 * requests carry the evaluation's figures, as real ones do.
 */
const DAY = 86_400_000;

const national = (rank: number): FormValues => ({
  majorRank: rank,
  majorSize: 68,
  evaluationRank: rank + 1,
  evaluationSize: 68,
  failedCourses: 0,
  awards: [
    {
      date: '2025-11-18',
      name: '全国大学生数学建模竞赛省级一等奖',
      body: '江苏省教育厅',
      level: 'provincial',
    },
  ],
  reason:
    '学习刻苦，专业成绩和综合测评均位列专业前列，积极参加学科竞赛并获省级一等奖，担任班级学习委员，热心服务同学。',
});

const inspirational = (level: string, rank: number): FormValues => ({
  hardshipLevel: level,
  household: 'rural',
  familySize: 4,
  monthlyIncome: 2400,
  incomeSource: '父母务农及务工收入',
  majorRank: rank,
  majorSize: 70,
  failedCourses: 0,
  reason: '家庭经济困难但学习勤奋，生活俭朴，成绩位于专业前列，课余参加勤工助学，积极参与志愿服务。',
});

const general = (prize: string, rank: number): FormValues => ({
  prize,
  gpa: prize === 'first' ? 3.9 : prize === 'second' ? 3.6 : 3.3,
  majorRank: rank,
  majorSize: 70,
  evaluationScore: prize === 'first' ? 92.5 : prize === 'second' ? 88 : 84.5,
  failedCourses: 0,
  offices: rank % 3 === 0 ? '班级团支书' : '',
  reason: '各科成绩优良，综合测评排名靠前，积极参加集体活动。',
});

/** Counsellor recommends, college passes, office decides: the first `count` of them, from `from`. */
const chain = (from: number, count: number): DemoStep[] =>
  recommendationChain(from, count, {
    recommendation: '该生品学兼优，表现突出，同意推荐。',
    college: '学院评审通过',
  });

async function batches(
  db: Kysely<DB>,
  tenantId: string,
  clock: DemoClock,
  year: string,
  offset: number,
  colleges: string[],
) {
  const window = { startDate: clock.day(offset - 7), endDate: clock.day(offset === 0 ? 14 : offset + 14) };
  const quota = (...n: number[]) => Object.fromEntries(colleges.map((id, i) => [id, n[i] ?? n[0]!]));
  const open = (module: string, name: string, publicityDays: number, quotas: Record<string, number>) =>
    openDemoBatch(
      db,
      tenantId,
      { module, academicYear: year, name: `${year}学年${name}`, ...window, publicityDays, quotas },
      clock.at(offset - 8),
    );
  return {
    national: await open('nationalScholarship', '国家奖学金', 5, quota(3, 2, 2)),
    inspirational: await open('inspirationalScholarship', '国家励志奖学金', 5, quota(4, 3, 3)),
    general: await open('generalScholarship', '综合奖学金', 3, quota(8, 6, 6)),
    outstanding: await open('outstandingScholarship', '优秀学生奖学金', 3, quota(3, 2, 2)),
    college: await open('collegeScholarship', '学院奖学金', 3, quota(4, 3, 3)),
  };
}

/** Students with a hardship level on record in the academic year. */
async function recognised(db: Kysely<DB>, tenantId: string, year: string) {
  const rows = await db
    .selectFrom('affairRequest as r')
    .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
    .select(['r.studentId', 'r.outcome'])
    .where('r.tenantId', '=', tenantId)
    .where('r.moduleKey', '=', 'hardship')
    .where('r.academicYear', '=', year)
    .where('i.status', '=', 'end')
    .where('i.result', '=', 'agree')
    .execute();
  return new Map(rows.map((r) => [r.studentId, r.outcome ?? 'general']));
}

export async function seedScholarships({ db, tenantId, now, accounts, primary }: SeedContext): Promise<void> {
  if (!primary) return;
  const clock = demoClock(now);
  const everyone = await demoStudents(db, tenantId, []);
  const named = everyone.find((s) => s.account === accounts.student[0]);
  const students = everyone.filter((s) => !accounts.student.includes(s.account));
  const colleges = [...new Set(students.map((s) => s.collegeId))];
  const byCollege = (id: string, year: string, min: number) =>
    students.filter((s) => s.collegeId === id && clock.inYear(s.grade, year, min));
  const used = new Set<string>();
  /** Of a list, the first `count` students not yet used (nor skipped) the process's rules admit. */
  const pick = async (
    processKey: string,
    year: string,
    list: DemoStudent[],
    count: number,
    skip: ReadonlySet<string> = new Set(),
  ) => {
    const free = list.filter((s) => !used.has(s.id) && !skip.has(s.id));
    const chosen = await eligibleStudents(db, tenantId, processKey, year, free, count);
    chosen.forEach((s) => used.add(s.id));
    return chosen;
  };

  // Last year: decided, publicised, paid.
  await batches(db, tenantId, clock, clock.lastYear, -395, colleges);
  const lastLevels = await recognised(db, tenantId, clock.lastYear);
  let firstAward: string | undefined;
  for (const college of colleges) {
    for (const [i, student] of (
      await pick(
        'jxj_national',
        clock.lastYear,
        byCollege(college, clock.lastYear, 2),
        2,
        new Set(lastLevels.keys()),
      )
    ).entries()) {
      const at = clock.at(-400 + i, 10);
      const id = await playRequest(db, tenantId, {
        processKey: 'jxj_national',
        studentId: student.id,
        data: national(2 + i),
        at,
        steps: chain(at + DAY, 3),
      });
      firstAward ??= id;
    }
    for (const [i, student] of (
      await pick(
        'jxj_inspirational',
        clock.lastYear,
        byCollege(college, clock.lastYear, 2).filter((s) => lastLevels.has(s.id)),
        2,
      )
    ).entries()) {
      const at = clock.at(-399 + i, 15);
      await playRequest(db, tenantId, {
        processKey: 'jxj_inspirational',
        studentId: student.id,
        data: inspirational(lastLevels.get(student.id)!, 8 + i * 3),
        at,
        steps: chain(at + DAY, 3),
      });
    }
    for (const [i, student] of (
      await pick('jxj_general', clock.lastYear, byCollege(college, clock.lastYear, 1), 4)
    ).entries()) {
      const at = clock.at(-398 + i, 9);
      await playRequest(db, tenantId, {
        processKey: 'jxj_general',
        studentId: student.id,
        data: general(['first', 'second', 'third', 'third'][i]!, 5 + i * 4),
        at,
        steps: chain(at + DAY, 3),
      });
    }
  }
  if (named && clock.inYear(named.grade, clock.lastYear, 1)) {
    const at = clock.at(-398, 20);
    await playRequest(db, tenantId, {
      processKey: 'jxj_general',
      studentId: named.id,
      data: general('second', 9),
      at,
      steps: chain(at + DAY, 3),
    });
  }
  // An objection to last year's national scholarship, checked and dismissed.
  const objector = students.find((s) => s.collegeCode === 'C03' && !used.has(s.id));
  if (firstAward && objector) {
    const at = clock.at(-394, 19);
    await fileDemoObjection(db, tenantId, {
      requestId: firstAward,
      filerId: objector.id,
      reason: '该同学在上学年曾有一门课程补考，是否符合“无不及格课程”的条件，请核实。',
      at,
      verdict: {
        upheld: false,
        note: '经核实，该生补考课程为选修课且补考前已重修通过，成绩单无不及格记录，异议不成立。',
        at: at + 2 * DAY,
      },
    });
  }

  // This year: five batches open now.
  await batches(db, tenantId, clock, clock.year, 0, colleges);
  const levels = await recognised(db, tenantId, clock.year);
  used.clear();
  if (named) used.add(named.id);
  const [c01, c02, c03] = colleges;
  const counsellorClasses = students.filter(
    (s) => s.number.startsWith('2024111') || s.number.startsWith('2025111'),
  );
  const nationalPick = (list: DemoStudent[], count: number, skip?: ReadonlySet<string>) =>
    pick('jxj_national', clock.year, list, count, skip);
  // National: two at the demo counsellor, one at the college, one at the office, one in publicity.
  const plan: [DemoStudent[], number][] = [
    [
      await nationalPick(
        counsellorClasses.filter((s) => clock.inYear(s.grade, clock.year, 2) && !levels.has(s.id)),
        2,
      ),
      0,
    ],
    [await nationalPick(byCollege(c01!, clock.year, 2), 1, new Set(levels.keys())), 1],
    [await nationalPick(byCollege(c02!, clock.year, 2), 1, new Set(levels.keys())), 2],
    [await nationalPick(byCollege(c03!, clock.year, 2), 1, new Set(levels.keys())), 3],
  ];
  for (const [list, steps] of plan)
    for (const [i, student] of list.entries()) {
      const at = clock.at(-6 + i, 9 + i);
      await playRequest(db, tenantId, {
        processKey: 'jxj_national',
        studentId: student.id,
        data: national(1 + i + steps),
        at,
        steps: chain(clock.at(steps === 3 ? -3 : -4, 10), steps),
      });
    }
  // Inspirational: students with a level; one at the counsellor, one at the college, one in publicity.
  const withLevel = students.filter((s) => levels.has(s.id) && clock.inYear(s.grade, clock.year, 2));
  for (const [i, student] of (await pick('jxj_inspirational', clock.year, withLevel, 3)).entries()) {
    const at = clock.at(-5 + i, 14);
    await playRequest(db, tenantId, {
      processKey: 'jxj_inspirational',
      studentId: student.id,
      data: inspirational(levels.get(student.id)!, 6 + i * 4),
      at,
      steps: chain(clock.at(-1, 10) - 2 * DAY, [0, 1, 3][i]!),
    });
  }
  // General: at each step across the colleges, two in publicity.
  for (const [i, student] of (
    await pick(
      'jxj_general',
      clock.year,
      students.filter((s) => clock.inYear(s.grade, clock.year, 1)),
      6,
    )
  ).entries()) {
    const at = clock.at(-5 + (i % 4), 11);
    await playRequest(db, tenantId, {
      processKey: 'jxj_general',
      studentId: student.id,
      data: general(['first', 'second', 'third'][i % 3]!, 3 + i * 5),
      at,
      steps: chain(clock.at(-1, 9) - 2 * DAY, [0, 1, 2, 3, 3, 0][i]!),
    });
  }
  for (const [module, processKey, data] of [
    [
      'outstanding',
      'jxj_outstanding',
      {
        evaluationRank: 3,
        evaluationSize: 70,
        failedCourses: 0,
        achievements: '担任学生会学习部部长，组织学风建设活动十余次，获校级优秀学生干部称号。',
      },
    ],
    [
      'college',
      'jxj_college',
      {
        category: 'contest',
        achievements: '参加全国大学生电子设计竞赛，获得省级二等奖，带领团队完成智能小车项目。',
      },
    ],
  ] as const) {
    const [student] = await pick(
      processKey,
      clock.year,
      byCollege(module === 'college' ? c02! : c01!, clock.year, 1),
      1,
    );
    if (!student) continue;
    const at = clock.at(-2, 16);
    await playRequest(db, tenantId, {
      processKey,
      studentId: student.id,
      data,
      at,
      steps: chain(clock.at(-1, 10), module === 'college' ? 1 : 0),
    });
  }
  await markPaid(db, tenantId, now);
}
